export function HomePage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold">Professional Visa Photos in Seconds</h1>
    </div>
  )
}
