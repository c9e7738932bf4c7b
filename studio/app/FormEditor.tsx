/** The form view: RJSF generates it from the document's JSON Schema; the header's warnings show on their fields. */
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
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
  return (
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
  );
}
