/** A device position as the API takes it: WGS 84 degrees and the device's own error estimate in meters. */
export type DevicePosition = { latitude: number; longitude: number; accuracy?: number };

/**
 * The device's position now, or undefined when the browser has none, the member refuses or it takes too long:
 * the server then says what it needs (a punch is never held up by the location for more than `timeoutMs`).
 */
export function devicePosition(timeoutMs = 10_000): Promise<DevicePosition | undefined> {
  if (typeof navigator === "undefined" || !navigator.geolocation) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({
          latitude: p.coords.latitude,
          longitude: p.coords.longitude,
          accuracy: Number.isFinite(p.coords.accuracy) ? Math.round(p.coords.accuracy) : undefined,
        }),
      () => resolve(undefined),
      // A fresh position: a member who walked back to the station is not judged where they stood a minute ago.
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 0 },
    );
  });
}
