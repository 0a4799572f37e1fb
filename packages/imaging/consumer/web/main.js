// The browser entry as docs/imaging-package.md shows it: Vite bundles the worker and the WASM codecs.
import { compressFileToTarget } from '@vps/imaging/browser'

const result = document.getElementById('result')
document.getElementById('file').addEventListener('change', async (event) => {
  const file = event.target.files[0]
  try {
    const { bytes, report } = await compressFileToTarget(file, 50)
    result.textContent = `${report.status} ${bytes.length}`
  } catch (error) {
    result.textContent = `error ${error.name}: ${error.message}`
  }
})
