import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * In `npm run dev`, inject the run-time config the server injects in production; scripts/dev.ts
 * computes it and passes it as APP_PUBLIC_CONFIG.
 */
function devConfig(): Plugin {
  return {
    name: 'app-config',
    apply: 'serve',
    transformIndexHtml(html) {
      const json = (process.env.APP_PUBLIC_CONFIG ?? '{}').replace(/</g, '\\u003c');
      return html.replace(
        '<!--app-config-->',
        `<script type="application/json" id="app-config">${json}</script>`,
      );
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), devConfig()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: true,
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});
