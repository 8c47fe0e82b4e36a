"use client";

import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Field, describedBy, inputClass } from "@/components/forms/field";
import { ImageUploadField } from "@/components/forms/image-upload-field";
import { eventInputSchema, type EventData, type EventInput } from "@/lib/validation/event";
import { useCreateEvent, useUpdateEvent } from "../../_lib/event-mutations";
import type { AdminEvent } from "../../_lib/types";
import { Button } from "@/components/ui/button";
import { useFocusOnMount } from "@/components/ui/use-focus-later";
import { useGuardedForm, type LeaveGuard } from "@/components/ui/use-unsaved-changes";

function toValues(event: AdminEvent | null): EventInput {
  return {
    name: event?.name ?? "",
    description: event?.description ?? "",
    eventDate: event?.eventDate ?? "",
    eventTime: event?.eventTime ?? "",
    endDate: event?.endDate ?? "",
    endTime: event?.endTime ?? "",
    websiteUrl: event?.websiteUrl ?? "",
    imageUrl: event?.imageUrl ?? null,
    // No featured field: the list's switch sets it, and a save leaves it as it is.
  };
}

/**
 * Create or edit one event of the selected shop. The parent remounts it (key) to switch modes,
 * which also clears the fields and the uploaded image.
 */
export function EventForm({
  shopId,
  editing,
  onDone,
  guard,
  focusOnMount = false,
}: {
  shopId: string;
  editing: AdminEvent | null;
  onDone: () => void;
  /** The tab's guard over this form's unsaved changes. */
  guard: Pick<LeaveGuard, "registerDirty" | "confirmLeave">;
  /** Take the keyboard's focus (on the heading) when mounted: after Edit, a save or Cancel. */
  focusOnMount?: boolean;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  const create = useCreateEvent(shopId);
  const update = useUpdateEvent(shopId);
  const [uploading, setUploading] = useState(false);
  const form = useForm<EventInput, unknown, EventData>({
    resolver: zodResolver(eventInputSchema),
    defaultValues: toValues(editing),
  });
  const e = form.formState.errors;
  const pending = create.isPending || update.isPending;
  // A half-written text is not lost without a question (reload, Cancel, another item or shop).
  useGuardedForm(guard.registerDirty, form.subscribe);

  function onValid(data: EventData) {
    if (editing) update.mutate({ id: editing.id, data }, { onSuccess: onDone });
    else create.mutate(data, { onSuccess: onDone });
  }

  function input(
    name: "name" | "eventDate" | "eventTime" | "endDate" | "endTime" | "websiteUrl",
    label: string,
    type: string,
    required = false,
  ) {
    const id = `event-${name}`;
    const error = e[name]?.message;
    return (
      <Field id={id} label={label} required={required} error={error}>
        <input
          id={id}
          type={type}
          className={inputClass}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
          {...form.register(name)}
        />
      </Field>
    );
  }

  return (
    <form
      id="event-form"
      noValidate
      aria-label={editing ? `Edit event ${editing.name}` : "Create event"}
      onSubmit={(ev) => void form.handleSubmit(onValid)(ev)}
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 ref={heading} tabIndex={-1} className="text-brand-800 text-lg font-semibold outline-none">
        {editing ? `Edit Event - ${editing.name}` : "Create New Event"}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">{input("name", "Event Name", "text", true)}</div>
        {input("eventDate", "Start Date", "date", true)}
        {input("eventTime", "Start Time", "time", true)}
        {input("endDate", "End Date", "date")}
        {input("endTime", "End Time", "time")}
        <div className="sm:col-span-2">{input("websiteUrl", "Event Website", "url")}</div>
        <Field
          id="event-description"
          label="Event Description"
          required
          error={e.description?.message}
          className="sm:col-span-2"
        >
          <textarea
            id="event-description"
            rows={4}
            className={inputClass}
            aria-required
            aria-invalid={e.description ? true : undefined}
            aria-describedby={describedBy("event-description", { error: e.description })}
            {...form.register("description")}
          />
        </Field>
        <div className="sm:col-span-2">
          <Controller
            control={form.control}
            name="imageUrl"
            render={({ field }) => (
              <ImageUploadField
                label="Event image"
                kind="public"
                value={field.value}
                onChange={field.onChange}
                onBusyChange={setUploading}
              />
            )}
          />
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {editing && (
          <Button variant="outline" onClick={() => guard.confirmLeave(onDone)} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={pending || uploading}>
          {editing
            ? update.isPending
              ? "Updating..."
              : "Update Event"
            : create.isPending
              ? "Creating..."
              : "Create Event"}
        </Button>
      </div>
    </form>
  );
}
