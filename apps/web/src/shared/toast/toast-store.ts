import { TOAST } from '@vps/specs'
import { useSyncExternalStore } from 'react'

export interface ToastInput {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  duration?: number
}

export interface ToastItem extends ToastInput {
  id: number
  open: boolean
}

// One toast at a time (docs/product-rules.md, "Toasts"): a new toast replaces the current one.
let toasts: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()

function emit(next: ToastItem[]) {
  toasts = next
  for (const listener of listeners) listener()
}

export function toast(input: ToastInput): number {
  const id = nextId++
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST.limit))
  return id
}

export function dismissToast(id: number) {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)))
  // Removal after the close animation; the spec's removal delay is far longer than any toast lives.
  setTimeout(() => emit(toasts.filter((item) => item.id !== id)), Math.min(TOAST.removeDelayMs, 1000))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const empty: ToastItem[] = []

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => empty,
  )
}
