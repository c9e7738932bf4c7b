/** The form view: RJSF generates it from the document's JSON Schema; the header's warnings show on their fields. */
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useStore } from '@nanostores/react';
import { Component, useMemo, type ReactNode } from 'react';
import type { FieldWarning } from '../model/warnings';
import { FIELDS, TEMPLATES, WIDGETS, type FormContext } from './form-parts';
import { formSchema } from './form-schema';
import { UI_SCHEMA } from './form-ui';
import { $fieldWarnings, $parsed, editValue } from './stores';

/** RJSF's error tree: each warning under its field's path. */
export function errorSchemaOf(warnings: readonly FieldWarning[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const warning of warnings) {
    let node = root;
    for (const step of warning.path) node = (node[step] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(warning.message);
  }
  return root as ErrorSchema;
}

/** Why the form cannot show a draft (the JSON view can), or null. */
function unformable(value: unknown): string | null {
  const isObject = (entry: unknown) => typeof entry === 'object' && entry !== null && !Array.isArray(entry);
  if (!isObject(value)) return 'the document is not an object';
  const { groups } = value as { groups?: unknown };
  if (!Array.isArray(groups)) return '“groups” is not a list';
  const at = groups.findIndex(
    (group) =>
      !isObject(group) ||
      ((group as { items?: unknown }).items !== undefined && !Array.isArray((group as { items?: unknown }).items)),
  );
  return at < 0 ? null : `group ${at + 1} is not an object with a list of items`;
}

/** A draft the form's library cannot draw shows a message, not a blank editor. */
class FormBoundary extends Component<
  { children: ReactNode; draft: unknown },
  { error: string | null; draft: unknown }
> {
  override state = { error: null as string | null, draft: this.props.draft };

  static getDerivedStateFromProps(props: { draft: unknown }, state: { draft: unknown }) {
    return props.draft === state.draft ? null : { error: null, draft: props.draft };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <p className="form-blocked" role="alert">
        The form cannot show this document ({this.state.error}). Edit it in the JSON view.
      </p>
    );
  }
}

export function FormEditor({ schema, readOnly }: { schema: object; readOnly: boolean }) {
  const parsed = useStore($parsed);
  const warnings = useStore($fieldWarnings);
  const extraErrors = useMemo(() => errorSchemaOf(warnings), [warnings]);
  const generatedFrom = useMemo(() => formSchema(schema as RJSFSchema), [schema]);
  const formContext = useMemo<FormContext>(() => ({ draft: parsed.ok ? parsed.value : null }), [parsed]);
  if (!parsed.ok)
    return (
      <p className="form-blocked" role="alert">
        The document is not JSON ({parsed.error}). Fix it in the JSON view; the form shows it again as soon as it reads.
      </p>
    );
  const reason = unformable(parsed.value);
  if (reason)
    return (
      <p className="form-blocked" role="alert">
        The form cannot show this document: {reason}. Edit it in the JSON view; the form shows it again as soon as it
        can.
      </p>
    );
  return (
    <FormBoundary draft={parsed.value}>
      <Form
        schema={generatedFrom}
        uiSchema={UI_SCHEMA}
        formData={parsed.value}
        validator={validator}
        noValidate
        showErrorList={false}
        extraErrors={extraErrors}
        fields={FIELDS}
        widgets={WIDGETS}
        templates={TEMPLATES}
        formContext={formContext}
        readonly={readOnly}
        onChange={(event) => editValue(event.formData)}
      />
    </FormBoundary>
  );
}
