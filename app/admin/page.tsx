import { AdminApp } from "./_components/admin-app";

export default function AdminPage() {
  return <AdminApp />;
}
