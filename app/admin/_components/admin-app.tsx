"use client";

import dynamic from "next/dynamic";
import { useQuery } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { authStatusQuery } from "../_lib/queries";
import { Button } from "@/components/ui/button";
import { LoginForm } from "./login-form";

// The dashboard's code is fetched only once the status call says the visitor is signed in.
const Dashboard = dynamic(() => import("./dashboard").then((m) => m.Dashboard), {
  ssr: false,
  loading: () => <Centered>Loading dashboard...</Centered>,
});

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] items-center justify-center gap-2 p-8 text-stone-700"
    >
      <LoaderCircle aria-hidden className="text-brand-600 size-5 animate-spin" />
      {children}
    </div>
  );
}

/** /admin: checks the session, then shows the login screen or the dashboard. */
export function AdminApp() {
  const status = useQuery(authStatusQuery());

  if (status.isPending) return <Centered>Checking authentication...</Centered>;
  if (status.isError) {
    return (
      <div
        role="alert"
        className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 p-8 text-center"
      >
        <p className="text-stone-800">
          Could not check whether you are signed in. Please try again.
        </p>
        <Button onClick={() => void status.refetch()}>Try again</Button>
      </div>
    );
  }
  return status.data ? <Dashboard /> : <LoginForm />;
}
