import { z } from 'zod';

// The Content-Security-Policy forbids eval (api/base/plugins/security-headers.ts). Zod would probe for it as it builds
// the first object schema (to compile faster checks), and the browser reports the refused probe as a violation.
// The build puts this module in zod's own chunk (vite.config.ts), so it runs before any schema is built.
z.config({ jitless: true });
