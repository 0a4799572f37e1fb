import { Fragment, type ReactNode } from 'react'

export const breadcrumbLinkClass = 'hover:text-blue-700 hover:underline'

/**
 * The trail above a page's title. Callers pass each crumb as a node (a router <Link> stays type-checked
 * against the route tree); the last crumb is the current page unless `lastIsLink` says it links elsewhere.
 */
export function Breadcrumb({ items, lastIsLink = false }: { items: ReactNode[]; lastIsLink?: boolean }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            // Crumbs never reorder, so their position is a stable key.
            <Fragment key={index}>
              {index > 0 && <li aria-hidden="true">/</li>}
              <li
                aria-current={last && !lastIsLink ? 'page' : undefined}
                className={last ? 'font-medium text-slate-900' : undefined}
              >
                {item}
              </li>
            </Fragment>
          )
        })}
      </ol>
    </nav>
  )
}
