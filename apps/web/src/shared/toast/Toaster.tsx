import * as ToastPrimitive from '@radix-ui/react-toast'
import { TOAST } from '@vps/specs'
import { X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { type MeasuredPlacement, placementFor } from './toast-placement.ts'
import { dismissToast, useToasts } from './toast-store.ts'

/** Re-places the open toast as the page scrolls, resizes or changes, so it never settles over a control. */
function usePlacement(openId: number | undefined) {
  const viewport = useRef<HTMLOListElement>(null)
  const [placement, setPlacement] = useState<MeasuredPlacement>({ placement: 'bottom', headerBottom: 0 })
  useEffect(() => {
    if (openId === undefined) return
    let frame = 0
    const place = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const element = viewport.current
        if (element) setPlacement(placementFor(element, element.scrollHeight))
      })
    }
    place()
    window.addEventListener('scroll', place, { passive: true })
    window.addEventListener('resize', place)
    // The page can change under an open toast with no scroll (a result appearing above it).
    const changes = new ResizeObserver(place)
    changes.observe(document.body)
    return () => {
      cancelAnimationFrame(frame)
      changes.disconnect()
      window.removeEventListener('scroll', place)
      window.removeEventListener('resize', place)
    }
  }, [openId])
  return { viewport, placement }
}

export function Toaster() {
  const toasts = useToasts()
  const { viewport, placement } = usePlacement(toasts.find((item) => item.open)?.id)
  return (
    <ToastPrimitive.Provider duration={TOAST.durationMs} swipeThreshold={TOAST.swipeThresholdPx}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id)
          }}
          data-variant={item.variant ?? 'default'}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${
            item.variant === 'destructive'
              ? // red-700 under white text: 6.5:1 (red-600 gave 4.8:1, under AA once the description was dimmed)
                'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <div className="flex flex-col gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="text-sm">{item.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        ref={viewport}
        hotkey={[TOAST.hotkey]}
        data-placement={placement.placement}
        // At the top: just under the sticky header, as measured.
        style={placement.placement === 'top' ? { top: placement.headerBottom } : { bottom: 0 }}
        // Its padding never takes a tap meant for the page: only the toasts themselves take pointer events.
        className="pointer-events-none fixed right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  )
}
