import * as ToastPrimitive from '@radix-ui/react-toast'
import { TOAST } from '@vps/specs'
import { X } from 'lucide-react'
import { dismissToast, useToasts } from './toast-store.ts'

export function Toaster() {
  const toasts = useToasts()
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
          className={`relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${
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
        hotkey={[TOAST.hotkey]}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  )
}
