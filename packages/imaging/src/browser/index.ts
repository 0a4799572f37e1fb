// The browser adapter: the only place where ImageData, canvases and createImageBitmap may appear.
export * from '../index.ts'
