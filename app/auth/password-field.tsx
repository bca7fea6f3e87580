import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { AuthField } from "./field";

/**
 * A password input: `current-password` where the owner proves who they are, `new-password` where
 * they choose one (so password managers fill or suggest the right thing).
 */
export function PasswordField({
  label,
  meta,
  purpose,
  hint,
}: {
  label: ReactNode;
  meta: FieldMetadata<string | undefined>;
  purpose: "current" | "new";
  hint?: ReactNode;
}) {
  return (
    <AuthField
      label={label}
      meta={meta}
      hint={hint}
      inputProps={{ ...getInputProps(meta, { type: "password" }), autoComplete: `${purpose}-password` }}
    />
  );
}
