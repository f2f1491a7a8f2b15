import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { alertingPreferencesQueryKey } from "./get-alerting-preferences";

/** Asks for permission, subscribes this browser with the installation's VAPID key, and registers it. */
async function subscribe(vapidPublicKey: string) {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new PushBlockedError();
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(vapidPublicKey),
    }));
  await apiRequest("POST", "/api/profile/push", subscription.toJSON());
}

/** The member (or the browser's settings) refused notifications. */
export class PushBlockedError extends Error {
  constructor() {
    super(
      "Notifications are blocked for this site. Allow them in the browser's site settings, then try again.",
    );
    this.name = "PushBlockedError";
  }
}

/** A VAPID public key as web-push prints it (base64url) to the bytes subscribe() takes. */
function base64UrlToBytes(key: string) {
  const base64 = (key + "=".repeat((4 - (key.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

export function useSubscribePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertingPreferencesQueryKey }),
  });
}
