export function LoginPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold">Staff sign-in</h1>
    </div>
  )
}
