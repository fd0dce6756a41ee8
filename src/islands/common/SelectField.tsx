/** A labelled select of the player pages and the console. */

/** One option: its value and its text. */
export type Option = readonly [value: string, label: string];

/**
 * A labelled select; `all` puts first the option that filters nothing (value '').
 * @example <SelectField id="rounds-state" label={…} value={state} onChange={…} all={…} options={…} />
 */
export function SelectField({
  id,
  name,
  label,
  value,
  onChange,
  all,
  options,
}: {
  id: string;
  /** The select's name, where a form's own fields have one. */
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  all?: string;
  options: readonly Option[];
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {all !== undefined && <option value="">{all}</option>}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
