"use client";

import { useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { LeaveGuards } from "@/components/ui/use-unsaved-changes";
import { makeAdminQueryClient } from "../_lib/query-client";

export function AdminProviders({ children }: { children: ReactNode }) {
  // One client per browser session of the admin page, created on first render.
  const [client] = useState(makeAdminQueryClient);
  return (
    <QueryClientProvider client={client}>
      <LeaveGuards>{children}</LeaveGuards>
    </QueryClientProvider>
  );
}
