import { useQuery } from '@tanstack/react-query'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { articleKeys, getArticle } from './api/articles-api.ts'
import { ArticleEditor } from './articles/ArticleEditor.tsx'
import { useStaff } from './layout/staff-context.ts'
import { LoadError } from './ui/PageHeader.tsx'

/** New and edit share this page: with an id it loads the stored article first. */
export function ArticleEditorPage({ articleId }: { articleId: string | null }) {
  const staff = useStaff()
  const article = useQuery({
    queryKey: articleKeys.one(articleId ?? ''),
    queryFn: () => getArticle(articleId ?? ''),
    enabled: articleId !== null,
    // The editor owns the form from here: a background refetch must not replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
  })

  if (articleId === null) return <ArticleEditor key="new" article={null} defaultAuthor={staff.name} />
  if (article.isPending) return <Spinner label="Loading the article…" className="py-16" />
  if (article.isError) return <LoadError error={article.error} />
  return <ArticleEditor key={article.data.id} article={article.data} defaultAuthor={staff.name} />
}
