import { z } from "zod";

// Zod compiles object parsers with new Function() when it can; the pages' Content-Security-Policy
// forbids eval (lib/security/csp.ts), so the probe alone would be reported as a violation. Every
// schema that can reach a browser imports zod from here.
z.config({ jitless: true });

export { z };
