// npm run stack: the production stack on loopback ports, in the foreground until Ctrl-C or SIGTERM.
//   STACK_PORT=8080 (the front; the parts take the next four ports)
//   STACK_SHOPS=20000 (generated shops on top of the demo data)
//   STACK_ADMIN_PASSWORD=... (otherwise one is generated and printed)
// Builds first when there is no production build (`npm run build` after a change).
import { startStack, type Part } from "./stack/stack";

const port = Number(process.env.STACK_PORT ?? 8080);
const shops = process.env.STACK_SHOPS ? Number(process.env.STACK_SHOPS) : undefined;
if (!Number.isInteger(port) || port < 1 || port > 65_530) {
  console.error(`STACK_PORT wants a port number below 65531, got "${process.env.STACK_PORT}"`);
  process.exit(1);
}
if (shops !== undefined && (!Number.isInteger(shops) || shops < 0)) {
  console.error(`STACK_SHOPS wants a whole number of shops, got "${process.env.STACK_SHOPS}"`);
  process.exit(1);
}

const log = (line: string) => console.log(`[stack] ${line}`);
let stopping = false;
const stack = await startStack({ port, shops, log }).catch((error: unknown) => {
  console.error(`[stack] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

async function shutDown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  log("Stopping nginx, the instances, Redis and PostgreSQL...");
  await stack.stop();
  log("Stopped; temporary files removed.");
  process.exit(code);
}

for (const part of [stack.nginx, ...stack.apps, stack.redis, stack.postgres] as Part[]) {
  part.onUnexpectedExit = (p, code) => {
    console.error(`[stack] ${p.name} exited (code ${code}):\n${p.output}`);
    void shutDown(1);
  };
}
process.on("SIGINT", () => void shutDown(0));
process.on("SIGTERM", () => void shutDown(0));

console.log(`
Farm Shops Ireland is up at ${stack.url}
  Admin:    ${stack.url}/admin  (password: ${stack.adminPassword})
  Direct:   ${stack.appUrls.join("  ")}
  Database: ${stack.databaseUrl}
Ctrl-C stops every part.`);
