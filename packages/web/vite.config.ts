import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server serves dist/ for every page GET, so the app is built for the root and the
// store's basename is applied by the router at run time.
export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/files': 'http://localhost:3000',
    },
  },
});
