import { Eraser } from "lucide-react";
import { useEffect, useRef } from "react";
import SignaturePad from "signature_pad";
import { Button } from "@/components/ui/button";

/**
 * A signature drawn on the screen with a finger or stylus (signature_pad), given back as a PNG data URL when a
 * stroke ends; a saved one is shown again, and a closed report's only as its image.
 */
export function SignatureCanvas({
  label,
  image,
  onChange,
  readOnly,
}: {
  label: string;
  image: string | undefined;
  onChange: (image: string | undefined) => void;
  readOnly: boolean;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const latest = useRef({ image, onChange });
  latest.current = { image, onChange };

  useEffect(() => {
    const el = canvas.current;
    if (!el || readOnly) return;
    const signature = new SignaturePad(el, { penColor: "#0f172a" });
    pad.current = signature;
    // Drawn at the device's pixel density so the strokes stay sharp; a resize redraws what was signed.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      el.width = el.offsetWidth * ratio;
      el.height = el.offsetHeight * ratio;
      el.getContext("2d")?.scale(ratio, ratio);
      signature.clear();
      const saved = latest.current.image;
      if (saved) void signature.fromDataURL(saved, { width: el.offsetWidth, height: el.offsetHeight });
    };
    fit();
    const ended = () =>
      latest.current.onChange(signature.isEmpty() ? undefined : signature.toDataURL("image/png"));
    signature.addEventListener("endStroke", ended);
    window.addEventListener("resize", fit);
    return () => {
      signature.removeEventListener("endStroke", ended);
      window.removeEventListener("resize", fit);
      signature.off();
      pad.current = null;
    };
  }, [readOnly]);

  if (readOnly) {
    return image ? (
      <img src={image} alt={label} className="h-40 w-full rounded-md border bg-white object-contain" />
    ) : (
      <p className="text-sm text-muted-foreground">Not signed.</p>
    );
  }
  return (
    <div className="grid gap-2">
      <canvas ref={canvas} aria-label={label} className="h-44 w-full touch-none rounded-md border bg-white" />
      <div>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            pad.current?.clear();
            onChange(undefined);
          }}
        >
          <Eraser aria-hidden="true" /> Clear signature
        </Button>
      </div>
    </div>
  );
}
