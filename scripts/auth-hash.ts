// npm run auth:hash -- 'password': prints an ADMIN_PASSWORD_HASH value for the environment.
import { hashPassword } from "@/lib/auth/password";

const password = process.argv[2];
if (!password || password.length < 8) {
  console.error("Usage: npm run auth:hash -- '<password of at least 8 characters>'");
  process.exit(2);
}
console.log(await hashPassword(password));
