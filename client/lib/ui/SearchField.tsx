import { useId } from "react";
import { VisuallyHidden } from "./VisuallyHidden";

/**
 * A search box that filters a list as the player types (the games page, the country picker): labelled for screen
 * readers, the keyboard's key says "search", and neither autofill nor a password manager offers anything.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  maxLength,
  className,
  spellCheck,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  className?: string;
  spellCheck?: boolean;
}) {
  const id = useId();
  return (
    <>
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      <input
        id={id}
        className={className}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={spellCheck}
        maxLength={maxLength}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
