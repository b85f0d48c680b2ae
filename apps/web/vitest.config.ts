import { defineConfig } from 'vitest/config';
import { webProjects } from './vitest.projects.ts';

/** `vitest` inside apps/web; the root config runs the same projects. */
export default defineConfig({ test: { projects: webProjects } });
