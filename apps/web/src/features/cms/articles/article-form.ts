// The editor's form: the contract's article fields, with tags and keywords typed as comma-separated text.
// The same zod rules as the API (articleInputSchema) decide what is valid, so the messages match.
import { type ArticleInput, type ArticleStatus, articleInputSchema, CMS, type CmsArticle } from '@vps/specs'
import { z } from '@vps/specs/schemas'

/** 'Visa, passport ,, photo' → ['Visa', 'passport', 'photo']: blanks dropped, duplicates kept once. */
export function splitList(text: string): string[] {
  const seen = new Set<string>()
  const words: string[] = []
  for (const raw of text.split(',')) {
    const word = raw.trim()
    if (!word || seen.has(word.toLowerCase())) continue
    seen.add(word.toLowerCase())
    words.push(word)
  }
  return words
}

/** 'Schengen Visa: Photo Rules (2026)!' → 'schengen-visa-photo-rules-2026'. Accents become plain letters. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CMS.maxSlugLength)
    .replace(/-+$/, '')
}

const shape = articleInputSchema.shape

export const articleFormSchema = z.object({
  title: shape.title,
  slug: shape.slug,
  excerpt: shape.excerpt,
  metaDescription: z.string().trim().max(320),
  content: shape.content,
  tags: z.string().transform(splitList).pipe(shape.tags),
  country: shape.country,
  featured: z.boolean(),
  author: shape.author,
  keywords: z.string().transform(splitList).pipe(shape.keywords),
})
export type ArticleFormInput = z.input<typeof articleFormSchema>
export type ArticleFormValues = z.output<typeof articleFormSchema>

export function emptyArticleForm(author: string): ArticleFormInput {
  return {
    title: '',
    slug: '',
    excerpt: '',
    metaDescription: '',
    content: '',
    tags: '',
    country: '',
    featured: false,
    author,
    keywords: '',
  }
}

export function articleToForm(article: CmsArticle): ArticleFormInput {
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    metaDescription: article.metaDescription ?? '',
    content: article.content,
    tags: article.tags.join(', '),
    country: article.country,
    featured: article.featured,
    author: article.author,
    keywords: article.keywords.join(', '),
  }
}

/** The body sent to the API; an empty meta description is left out (the excerpt stands in for it). */
export function formToInput(values: ArticleFormValues, status: ArticleStatus): ArticleInput {
  const { metaDescription, ...rest } = values
  return { ...rest, ...(metaDescription ? { metaDescription } : {}), status }
}
