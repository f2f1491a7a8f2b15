import { zodResolver } from "@hookform/resolvers/zod";
import {
  ALERT_CHANNEL_LABELS,
  ALERT_CHANNELS,
  ALERT_KIND_LABELS,
  ALERT_KIND_URGENCY,
  ALERT_KINDS,
  ALERTING_MESSAGES,
  type AlertChannel,
  type AlertChannelsByKind,
  type AlertKind,
  phoneNumber,
  phoneVerifyInput,
  quietHoursSchema,
  VOICE_KINDS,
} from "@rollcall/shared/alerting";
import { BellOff, BellRing, CircleAlert, MessageSquareOff, ShieldCheck } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-fields";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PendingLabel } from "@/components/ui/pending-label";
import { QueryState } from "@/components/ui/query-state";
import { SwitchField } from "@/components/ui/switch-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { formatTime } from "@/lib/dates";
import { serverMessageOr } from "@/lib/form-errors";
import { cn } from "@/lib/utils";
import { useAlertingPreferences } from "../api/get-alerting-preferences";
import { PushBlockedError, useSubscribePush } from "../api/subscribe-push";
import { useUnsubscribePush } from "../api/unsubscribe-push";
import { useUpdateAlertingPreferences } from "../api/update-alerting-preferences";
import { useVerifyPhone } from "../api/verify-phone";
import type { AlertingPreferences } from "../types";

/**
 * Settings → Alerting, for every member: the mobile number (verified by a code), which channels each kind of
 * message comes by, quiet hours, and push on this browser. Mounted by the settings page.
 */
export function AlertingPreferencesForm({ timeZone }: { timeZone: string | undefined }) {
  const prefs = useAlertingPreferences();
  return (
    <QueryState
      query={prefs}
      framed={false}
      loadingLabel="Loading alerting preferences..."
      errorTitle="Alerting preferences could not be loaded"
    >
      {() => {
        const data = prefs.data as AlertingPreferences;
        return (
          <div className="grid divide-y">
            <div className="grid gap-4 px-5 py-5 sm:px-6">
              <PhoneSection prefs={data} timeZone={timeZone} />
            </div>
            <div className="px-5 py-5 sm:px-6">
              <ChannelsSection prefs={data} />
            </div>
            <div className="px-5 py-5 sm:px-6">
              <PushSection prefs={data} />
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}

const phoneForm = z.object({ phone: phoneNumber });
const codeForm = phoneVerifyInput;

function PhoneSection({ prefs, timeZone }: { prefs: AlertingPreferences; timeZone: string | undefined }) {
  const update = useUpdateAlertingPreferences();
  const verify = useVerifyPhone();
  const form = useForm<z.input<typeof phoneForm>, unknown, z.output<typeof phoneForm>>({
    resolver: zodResolver(phoneForm),
    defaultValues: { phone: prefs.pendingPhone ?? prefs.phone ?? "" },
  });
  const code = useForm<z.input<typeof codeForm>, unknown, z.output<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    defaultValues: { code: "" },
  });
  const sendCode = useFormSubmit(form, {
    action: async ({ phone }) => {
      await update.mutateAsync({ phone });
      code.reset({ code: "" });
      toast({ title: ALERTING_MESSAGES.codeSent, description: `We texted a 6-digit code to ${phone}.` });
    },
    onFailure: (error) => toastError("Code not sent", serverMessageOr(error, "Please try again.")),
  });
  const submitCode = useFormSubmit(code, {
    action: async ({ code: value }) => {
      await verify.mutateAsync(value);
      code.reset({ code: "" });
      toast({ title: ALERTING_MESSAGES.phoneVerified });
    },
    // The code's refusals (wrong, expired, too many tries) belong under the code field.
    onFailure: (error) =>
      error instanceof ApiError && error.status < 500
        ? code.setError("code", { type: "server", message: error.serverMessage }, { shouldFocus: true })
        : toastError("Not verified", serverMessageOr(error, "Please try again.")),
  });

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Mobile phone</h3>
        {prefs.phone && prefs.phoneVerified ? (
          <Badge variant="success">
            <ShieldCheck className="size-3" aria-hidden="true" />
            {prefs.phone} verified
          </Badge>
        ) : (
          <Badge variant="secondary">No verified number</Badge>
        )}
      </div>
      {prefs.smsOptedOut ? (
        <p
          className="flex gap-2 rounded-lg border border-yellow-300 bg-yellow-50 px-3 py-2.5 text-sm text-yellow-950"
          role="status"
        >
          <BellOff className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
          You replied STOP, so text messages are off. Reply START to the number your alerts come from to get
          them again.
        </p>
      ) : null}
      {!prefs.configured.sms ? (
        // No code could arrive: say what is missing instead of offering a form that cannot work.
        <p className="flex gap-2 rounded-lg border bg-muted/40 px-3 py-2.5 text-sm" role="status">
          <MessageSquareOff className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {ALERTING_MESSAGES.smsNotConfigured}
        </p>
      ) : (
        <form
          noValidate
          aria-label="Mobile phone"
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
          onSubmit={sendCode}
        >
          <TextField
            form={form}
            name="phone"
            label="Mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+15551234567"
            description="For SMS and voice alerts. We text a code to confirm it's yours."
          />
          <Button type="submit" variant="outline" className="sm:mt-6.5" disabled={update.isPending}>
            <PendingLabel pending={update.isPending} pendingText="Sending...">
              Send code
            </PendingLabel>
          </Button>
        </form>
      )}
      {prefs.pendingPhone ? (
        <form
          noValidate
          aria-label="Verify phone"
          className="grid gap-3 rounded-lg border bg-muted/30 p-4 sm:grid-cols-[1fr_auto] sm:items-start"
          onSubmit={submitCode}
        >
          <TextField
            form={code}
            name="code"
            label="6-digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="123456"
            description={`Sent to ${prefs.pendingPhone}${prefs.codeExpiresAt ? `; it expires at ${formatTime(prefs.codeExpiresAt, timeZone)}` : ""}.`}
          />
          <Button type="submit" className="sm:mt-6.5" disabled={verify.isPending}>
            <PendingLabel pending={verify.isPending} pendingText="Verifying...">
              Verify
            </PendingLabel>
          </Button>
        </form>
      ) : null}
    </>
  );
}

type QuietHours = { start: string; end: string };
const DEFAULT_QUIET: QuietHours = { start: "22:00", end: "07:00" };
const URGENCY_HINT = {
  urgent: "Urgent: comes through quiet hours",
  normal: "Normal",
  low: "Low: the bell alone unless you choose",
} as const;

function ChannelsSection({ prefs }: { prefs: AlertingPreferences }) {
  const update = useUpdateAlertingPreferences();
  const id = useId();
  const [channels, setChannels] = useState(() => prefs.channels as AlertChannelsByKind);
  const [quietOn, setQuietOn] = useState(prefs.quietHours !== null);
  const [quiet, setQuiet] = useState<QuietHours>(prefs.quietHours ?? DEFAULT_QUIET);
  const [quietError, setQuietError] = useState<string | null>(null);

  // What the server holds after a save (or a change on another device) replaces the copy being edited.
  useEffect(() => {
    setChannels(prefs.channels as AlertChannelsByKind);
    setQuietOn(prefs.quietHours !== null);
    if (prefs.quietHours) setQuiet(prefs.quietHours);
  }, [prefs.channels, prefs.quietHours]);

  const toggle = (kind: AlertKind, channel: AlertChannel, on: boolean) =>
    setChannels((prev) => {
      const list = prev[kind] ?? [];
      return { ...prev, [kind]: on ? [...list, channel] : list.filter((c) => c !== channel) };
    });

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    let quietHours: QuietHours | null = null;
    if (quietOn) {
      const parsed = quietHoursSchema.safeParse(quiet);
      if (!parsed.success)
        return setQuietError(parsed.error.issues[0]?.message ?? ALERTING_MESSAGES.quietHours);
      quietHours = parsed.data;
    }
    setQuietError(null);
    update.mutate(
      { channels, quietHours },
      {
        onSuccess: () => toast({ title: ALERTING_MESSAGES.saved }),
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : {};
          const quietField = Object.keys(fields).find((k) => k.startsWith("quietHours"));
          if (quietField) setQuietError(fields[quietField]);
          else toastError("Preferences not saved", serverMessageOr(error, "Please try again."));
        },
      },
    );
  };

  const notConfigured = ALERT_CHANNELS.filter((c) => !prefs.configured[c]);
  const needsPhone = !(prefs.phone && prefs.phoneVerified);

  return (
    <form noValidate aria-label="Alert channels" className="grid gap-5" onSubmit={save}>
      <div className="grid gap-1">
        <h3 className="font-semibold">How each alert reaches you</h3>
        <p className="text-sm text-muted-foreground">
          The bell in the app always shows them. Choose where else each kind goes.
        </p>
        {notConfigured.length ? (
          <p className="text-sm text-muted-foreground">
            {ALERTING_MESSAGES.notConfigured}: {notConfigured.map((c) => ALERT_CHANNEL_LABELS[c]).join(", ")}.
            Your agency has not set these up yet.
          </p>
        ) : null}
        {needsPhone && (prefs.configured.sms || prefs.configured.voice) ? (
          <p className="text-sm text-muted-foreground">
            SMS and voice calls start once your mobile number is verified.
          </p>
        ) : null}
      </div>
      <div className="grid divide-y rounded-lg border">
        {ALERT_KINDS.map((kind) => {
          return (
            <fieldset
              key={kind}
              className="grid min-w-0 gap-2 px-3 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:px-4"
            >
              {/* A rendered legend is no grid item: the name is read from it, the text shown beside it. */}
              <legend className="sr-only">{ALERT_KIND_LABELS[kind]}</legend>
              <div className="min-w-0" aria-hidden="true">
                <p className="text-sm font-medium">{ALERT_KIND_LABELS[kind]}</p>
                <p className="text-xs text-muted-foreground">{URGENCY_HINT[ALERT_KIND_URGENCY[kind]]}</p>
              </div>
              <div className="grid grid-cols-4 gap-1.5 sm:w-[22rem]">
                {ALERT_CHANNELS.map((channel) =>
                  channel === "voice" && !VOICE_KINDS.includes(kind) ? (
                    <span
                      key={channel}
                      aria-hidden="true"
                      className="flex min-h-11 items-center justify-center text-muted-foreground sm:min-h-9"
                    >
                      —
                    </span>
                  ) : (
                    <label
                      key={channel}
                      className={cn(
                        "flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-md border bg-card px-1.5 text-xs font-medium sm:min-h-9",
                        "has-checked:border-primary has-checked:bg-navy-50 has-checked:text-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-1",
                        !prefs.configured[channel] && "cursor-not-allowed opacity-50",
                      )}
                    >
                      <input
                        type="checkbox"
                        className="size-3.5 accent-[var(--color-primary)]"
                        // A channel the installation cannot send through shows unticked; the stored choice is kept for later.
                        checked={prefs.configured[channel] && (channels[kind] ?? []).includes(channel)}
                        disabled={!prefs.configured[channel]}
                        onChange={(e) => toggle(kind, channel, e.target.checked)}
                      />
                      {channel === "voice" ? "Voice" : ALERT_CHANNEL_LABELS[channel]}
                    </label>
                  ),
                )}
              </div>
            </fieldset>
          );
        })}
      </div>
      <div className="grid gap-3 rounded-lg border bg-muted/30 px-4 py-2">
        <SwitchField
          label="Quiet hours"
          description="Hold normal and low messages overnight. Recalls, call-back offers and staffing gaps still come through."
          checked={quietOn}
          onCheckedChange={(on) => {
            setQuietOn(on);
            setQuietError(null);
          }}
        />
        {quietOn ? (
          <div className="grid grid-cols-2 gap-3 pb-3 sm:max-w-sm">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-quiet-start`}>From</Label>
              <Input
                id={`${id}-quiet-start`}
                type="time"
                value={quiet.start}
                onChange={(e) => setQuiet((q) => ({ ...q, start: e.target.value }))}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-quiet-end`}>Until</Label>
              <Input
                id={`${id}-quiet-end`}
                type="time"
                value={quiet.end}
                aria-invalid={quietError ? true : undefined}
                aria-describedby={quietError ? `${id}-quiet-error` : undefined}
                onChange={(e) => setQuiet((q) => ({ ...q, end: e.target.value }))}
              />
            </div>
            {quietError ? (
              <p id={`${id}-quiet-error`} className="col-span-2 text-sm font-medium text-destructive">
                {quietError}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
          <PendingLabel pending={update.isPending} pendingText="Saving...">
            Save Preferences
          </PendingLabel>
        </Button>
      </div>
    </form>
  );
}

type PushState = "unsupported" | "checking" | "on" | "off";

/** This browser's push subscription, read from the service worker's registration (none: not installed yet). */
async function currentSubscription() {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

const pushSupported = () =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window;

function PushSection({ prefs }: { prefs: AlertingPreferences }) {
  const subscribe = useSubscribePush();
  const unsubscribe = useUnsubscribePush();
  const [state, setState] = useState<PushState>(() => (pushSupported() ? "checking" : "unsupported"));
  const [registered, setRegistered] = useState(false);

  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    void navigator.serviceWorker.getRegistration().then((r) => live && setRegistered(!!r));
    void currentSubscription()
      .then((s) => live && setState(s ? "on" : "off"))
      .catch(() => live && setState("off"));
    return () => {
      live = false;
    };
  }, []);

  const configured = prefs.configured.push && !!prefs.vapidPublicKey;
  const denied =
    state !== "unsupported" && typeof Notification !== "undefined" && Notification.permission === "denied";
  const devices = prefs.pushDevices;

  let body: React.ReactNode;
  if (state === "unsupported")
    body = (
      <p className="text-sm text-muted-foreground">
        This browser cannot receive push notifications. On an iPhone or iPad, add Rollcall to the Home Screen
        first (Share → Add to Home Screen), then open it from there.
      </p>
    );
  else if (!configured)
    body = (
      <p className="text-sm text-muted-foreground">
        {ALERTING_MESSAGES.notConfigured}: your agency has not set up push yet.
      </p>
    );
  else if (!registered)
    body = (
      <p className="text-sm text-muted-foreground">
        Push needs the installed app. Reload this page once, then try again.
      </p>
    );
  else
    body = (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm" aria-live="polite">
          {state === "on" ? ALERTING_MESSAGES.pushEnabled : ALERTING_MESSAGES.pushDisabled}.
          {denied ? " Notifications are blocked for this site in the browser's settings." : ""}
        </p>
        {state === "on" ? (
          <Button
            variant="outline"
            disabled={unsubscribe.isPending}
            onClick={() =>
              unsubscribe.mutate(undefined, {
                onSuccess: () => {
                  setState("off");
                  toast({ title: ALERTING_MESSAGES.pushDisabled });
                },
                onError: (error) =>
                  toastError("Push not turned off", serverMessageOr(error, "Please try again.")),
              })
            }
          >
            <BellOff aria-hidden="true" />
            Disable
          </Button>
        ) : (
          <Button
            disabled={subscribe.isPending || denied}
            onClick={() =>
              subscribe.mutate(prefs.vapidPublicKey as string, {
                onSuccess: () => {
                  setState("on");
                  toast({ title: ALERTING_MESSAGES.pushEnabled });
                },
                onError: (error) =>
                  toastError(
                    "Push not turned on",
                    error instanceof PushBlockedError
                      ? error.message
                      : serverMessageOr(error, "Please try again."),
                  ),
              })
            }
          >
            <BellRing aria-hidden="true" />
            Enable push on this browser
          </Button>
        )}
      </div>
    );

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Push notifications</h3>
        {devices ? (
          <Badge variant="info">
            {devices} {devices === 1 ? "browser" : "browsers"}
          </Badge>
        ) : null}
      </div>
      {body}
      {state !== "unsupported" && configured && !devices && state !== "on" ? (
        <p className="flex gap-2 text-xs text-muted-foreground">
          <CircleAlert className="size-3.5 shrink-0" aria-hidden="true" />
          Push reaches you even when Rollcall is closed, on each browser where you turn it on.
        </p>
      ) : null}
    </div>
  );
}
