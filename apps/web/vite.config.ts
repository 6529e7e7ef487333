/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))
// The server listens here in development (DESIGN: one origin, default port 8080).
const API_TARGET = 'http://127.0.0.1:8080'

export default defineConfig({
  root,
  plugins: [react()],
  server: {
    // `ws` carries the Socket.IO connection under /api/chat/socket.io.
    proxy: { '/api': { target: API_TARGET, changeOrigin: true, ws: true } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true, ws: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    // Registers cleanup, storage reset and the browser APIs jsdom lacks (matchMedia).
    setupFiles: ['./src/test-setup.ts'],
  },
})
