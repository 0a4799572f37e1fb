// The package's worker and WASM are found by URL beside its modules: Vite's dependency pre-bundling would
// move them, so the package is left out of it (docs/imaging-package.md, "In the browser").
export default { optimizeDeps: { exclude: ['@vps/imaging'] } }
