import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const frontendRoot = fileURLToPath(new URL('.', import.meta.url));
const contractsEntry = fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url));
const gateway = 'http://127.0.0.1:3000';

/** Vendor code changes less often than ours: keep it in its own long-cached chunks. */
const vendorChunk = (id: string): string | undefined => {
  if (!id.includes('node_modules')) {
    return undefined;
  }
  if (
    /node_modules\/(react|react-dom|scheduler|react-router|react-redux|@reduxjs|redux|immer|reselect)\//.test(
      id,
    )
  ) {
    return 'vendor-react';
  }
  if (/node_modules\/(antd|@ant-design|@rc-component|rc-[^/]+|dayjs)\//.test(id)) {
    return 'vendor-antd';
  }
  return undefined;
};

export default defineConfig({
  root: frontendRoot,
  plugins: [react()],
  resolve: {
    alias: { '@mithaq/contracts': contractsEntry },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // antd alone is larger than Vite's 500 kB default; it is split out and cached on its own.
    chunkSizeWarningLimit: 1024,
    rollupOptions: {
      output: { manualChunks: vendorChunk },
      onwarn(warning, warn) {
        // zod's sources carry comments Rollup cannot place; the notice is noise, not a defect.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) {
          return;
        }
        warn(warning);
      },
    },
  },
  server: {
    proxy: { '/api': { target: gateway, ws: true }, '/uploads': { target: gateway } },
  },
  preview: {
    proxy: { '/api': { target: gateway, ws: true }, '/uploads': { target: gateway } },
  },
});
