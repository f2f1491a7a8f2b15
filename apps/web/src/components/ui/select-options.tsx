/** A NativeSelect's options: each value, shown by its label (a label map or a function). */
export function SelectOptions<V extends string>({
  values,
  labels,
}: {
  values: readonly V[];
  labels: Record<V, string> | ((value: V) => string);
}) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {typeof labels === "function" ? labels(value) : labels[value]}
        </option>
      ))}
    </>
  );
}
