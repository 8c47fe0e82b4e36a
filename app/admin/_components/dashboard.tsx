"use client";

import { useEffect, useRef, useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { CalendarDays, ChartColumn, ClipboardCheck, FileUp, Flag, History, LogOut, MapPinned, Newspaper, Store } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { keys } from "../_lib/queries";
import { takeSignedIn } from "../_lib/session-ended";
import { Button } from "@/components/ui/button";
import { DiscardDialog, useAnyUnsaved } from "@/components/ui/use-unsaved-changes";
import { TabList, tabPanelProps, type TabItem } from "./ui/tabs";
import { FarmShopsTab } from "./shops/farm-shops-tab";
import { EventsTab } from "./events/events-tab";
import { HarvestHubTab } from "./blog/harvest-hub-tab";
import { DiagnosticsTab } from "./diagnostics/diagnostics-tab";
import { ReportsTab } from "./reports/reports-tab";
import { ChangesTab } from "./changes/changes-tab";
import { ActivityTab } from "./activity/activity-tab";
import { ImportTab } from "./import/import-tab";
import { InsightsTab } from "./insights/insights-tab";
import { BackupStatusLine } from "./backup-status";
import { changesQuery, openReportCountQuery } from "../_lib/listing-queries";

type TabKey = "shops" | "events" | "blog" | "diagnostics" | "reports" | "changes" | "activity" | "import" | "insights";

const BASE_TABS: TabItem<TabKey>[] = [
  { key: "shops", label: "Farm Shops", icon: <Store aria-hidden className="size-4" /> },
  { key: "events", label: "Events", icon: <CalendarDays aria-hidden className="size-4" /> },
  { key: "blog", label: "Harvest Hub", icon: <Newspaper aria-hidden className="size-4" /> },
  {
    key: "diagnostics",
    label: "Map Diagnostics",
    icon: <MapPinned aria-hidden className="size-4" />,
  },
];

const TAB_KEYS: readonly TabKey[] = ["shops", "events", "blog", "diagnostics", "reports", "changes", "activity", "import", "insights"];
const isTab = (value: string | null): value is TabKey => TAB_KEYS.includes(value as TabKey);

/**
 * The signed-in admin: logout and the tabs. Hidden tabs stay mounted to keep their state.
 * The open tab is in the address (/admin?tab=events), so that reload, back and a shared link
 * open the same tab.
 */
export function Dashboard() {
  const queryClient = useQueryClient();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: TabKey = isTab(requested) ? requested : "shops";
  const openReports = useQuery(openReportCountQuery()).data;
  const pendingChanges = useQuery(changesQuery()).data?.total;
  const TABS: TabItem<TabKey>[] = [
    ...BASE_TABS,
    { key: "reports", label: `Reports${openReports ? ` (${openReports})` : ""}`, icon: <Flag aria-hidden className="size-4" /> },
    { key: "changes", label: `Changes${pendingChanges ? ` (${pendingChanges})` : ""}`, icon: <ClipboardCheck aria-hidden className="size-4" /> },
    { key: "activity", label: "Activity", icon: <History aria-hidden className="size-4" /> },
    { key: "import", label: "Import", icon: <FileUp aria-hidden className="size-4" /> },
    { key: "insights", label: "Insights", icon: <ChartColumn aria-hidden className="size-4" /> },
  ];
  const [loggingOut, setLoggingOut] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeSignedIn()) heading.current?.focus();
  }, []);

  // The tabs are this client page's own state: the address changes without asking the server for
  // the page again (Next.js syncs useSearchParams with the History API, and keeps its state in the entry).
  function setTab(next: TabKey) {
    const params = new URLSearchParams(searchParams.toString());
    params.set("tab", next);
    window.history.pushState(null, "", `${pathname}?${params.toString()}`);
  }

  // Logging out drops every tab's unsaved form (a half-written post, a preview's typed towns): asked first.
  const anyUnsaved = useAnyUnsaved();
  const [askingLogout, setAskingLogout] = useState<{ everywhere: boolean } | null>(null);
  function askLogout(everywhere: boolean) {
    if (anyUnsaved()) setAskingLogout({ everywhere });
    else void logout(everywhere);
  }

  async function logout(everywhere = false) {
    setLoggingOut(true);
    try {
      await apiRequest("POST", everywhere ? "/api/admin/auth/logout-everywhere" : "/api/admin/auth/logout");
    } catch {
      // Signed out locally either way; the cookie expires on its own.
    }
    // Back to the login screen first, then forget every admin list.
    queryClient.setQueryData(keys.authStatus, false);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== keys.authStatus[0] });
  }

  return (
    <div className="mx-auto max-w-6xl px-3 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-brand-800 text-2xl font-bold outline-none sm:text-3xl">
            Admin Dashboard
          </h1>
          <p className="text-sm text-stone-600">
            Review submissions and manage shops, events and Harvest Hub posts.
          </p>
          <BackupStatusLine />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => askLogout(true)} disabled={loggingOut}>
            Sign out everywhere
          </Button>
          <Button variant="outline" onClick={() => askLogout(false)} disabled={loggingOut}>
            <LogOut aria-hidden className="size-4" />
            {loggingOut ? "Logging out..." : "Logout"}
          </Button>
        </div>
      </div>
      <div className="mt-6">
        <TabList
          tabs={TABS}
          active={tab}
          onChange={setTab}
          label="Admin sections"
          idPrefix="admin"
        />
      </div>
      <div className="mt-6">
        <div {...tabPanelProps("admin", "shops", tab)}>
          <FarmShopsTab />
        </div>
        <div {...tabPanelProps("admin", "events", tab)}>
          <EventsTab />
        </div>
        <div {...tabPanelProps("admin", "blog", tab)}>
          <HarvestHubTab active={tab === "blog"} />
        </div>
        <div {...tabPanelProps("admin", "diagnostics", tab)}>
          <DiagnosticsTab />
        </div>
        <div {...tabPanelProps("admin", "reports", tab)}>
          <ReportsTab />
        </div>
        <div {...tabPanelProps("admin", "changes", tab)}>
          <ChangesTab />
        </div>
        <div {...tabPanelProps("admin", "activity", tab)}>
          {tab === "activity" && <ActivityTab />}
        </div>
        <div {...tabPanelProps("admin", "import", tab)}>
          <ImportTab />
        </div>
        <div {...tabPanelProps("admin", "insights", tab)}>
          {tab === "insights" && <InsightsTab />}
        </div>
      </div>
      <DiscardDialog
        open={askingLogout !== null}
        message="What you changed in a tab has not been saved. Discard it and log out, or keep editing and save."
        confirmLabel="Discard and log out"
        pendingLabel="Logging out..."
        pending={loggingOut}
        onConfirm={() => {
          const everywhere = askingLogout?.everywhere ?? false;
          setAskingLogout(null);
          void logout(everywhere);
        }}
        onCancel={() => setAskingLogout(null)}
      />
    </div>
  );
}
