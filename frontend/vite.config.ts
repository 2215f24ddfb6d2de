import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const frontendRoot = fileURLToPath(new URL('.', import.meta.url));
const contractsEntry = fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url));
const gateway = 'http://127.0.0.1:3000';

export default defineConfig({
  root: frontendRoot,
  plugins: [react()],
  resolve: {
    alias: { '@mithaq/contracts': contractsEntry },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    proxy: { '/api': { target: gateway } },
  },
  preview: {
    proxy: { '/api': { target: gateway } },
  },
});
