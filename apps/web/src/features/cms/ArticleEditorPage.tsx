export function ArticleEditorPage({ articleId }: { articleId: string | null }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold">{articleId ? 'Edit article' : 'New article'}</h1>
    </div>
  )
}
