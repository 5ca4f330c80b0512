// A select with its visible label and an empty first choice: a placeholder ('Select platform'), disabled
// unless the empty choice means something ('Detect automatically'). The checkers, the builder, the demo and
// the analyzers use it.
const SELECT = 'h-10 w-full rounded-md border border-input bg-card px-3 text-sm';

export function LabelledSelect({
  id,
  label,
  placeholder,
  placeholderSelectable = false,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  placeholder: string;
  placeholderSelectable?: boolean;
  value: string;
  onChange(value: string): void;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={SELECT}>
        <option value="" disabled={!placeholderSelectable}>
          {placeholder}
        </option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
