import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Popover.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, ColorInput, FileButton, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  consoleSettingsMessages as messages,
  consoleThemeSchema,
  type ConsoleImageKind,
  type ConsoleTheme,
} from '@bookfront/contract';
import { contrastRatio, readableTextOn } from '../../../../lib/colour.ts';
import { FormFooter } from '../../components/form-footer.tsx';
import { applyServerErrors } from '../../../../lib/forms.ts';
import { useSaveTheme, useUploadImage } from '../api.ts';
import classes from '../settings.module.css';
import { ThemePreview } from './theme-preview.tsx';

const colourFields = [
  'primary_color',
  'secondary_color',
  'header_background',
  'header_text',
  'footer_background',
  'footer_text',
  'background_color',
] as const;

const imageFields = [
  { kind: 'logo', field: 'logo_url', label: messages.logoUrl, upload: messages.uploadLogo },
  {
    kind: 'background',
    field: 'background_image_url',
    label: messages.backgroundImageUrl,
    upload: messages.uploadBackground,
  },
] as const;

/** WCAG 2 AA for body text. */
const minimumContrast = 4.5;

/** The primary colour's contrast warning, or null when text on it reads well enough. */
function contrastWarning(primary: string): string | null {
  if (!/^#[0-9a-fA-F]{6}$/.test(primary)) return null;
  const ratio = contrastRatio(readableTextOn(primary), primary);
  return ratio < minimumContrast ? messages.lowContrast(ratio.toFixed(2)) : null;
}

/** docs/features/store-console.md#theme: the storefront's colours, logo and background, previewed as they are edited. */
export function ThemeForm({ theme, storeName }: { theme: ConsoleTheme; storeName: string }) {
  const form = useForm<ConsoleTheme>({ resolver: zodResolver(consoleThemeSchema), defaultValues: theme });
  const saveTheme = useSaveTheme();
  const uploadImage = useUploadImage();
  const [notice, setNotice] = useState<string | null>(null);
  const [uploadFailure, setUploadFailure] = useState<string | null>(null);
  const values = form.watch();
  const warning = contrastWarning(values.primary_color);

  const handleSubmit = form.handleSubmit((next) =>
    saveTheme.mutate(next, {
      onSuccess: (settings) => {
        form.reset(settings.theme);
        setNotice(messages.saved);
      },
      onError: (error) => {
        setNotice(null);
        applyServerErrors(form, error);
      },
    }),
  );

  const handleUpload = (kind: ConsoleImageKind, field: 'logo_url' | 'background_image_url', file: File | null) => {
    if (!file) return;
    setUploadFailure(null);
    uploadImage.mutate(
      { kind, file },
      {
        onSuccess: (settings) => {
          // The upload is saved already; the other fields keep what is being edited.
          form.resetField(field, { defaultValue: settings.theme[field] });
          setNotice(messages.uploaded);
        },
        onError: (error) => {
          setNotice(null);
          setUploadFailure(error.message);
        },
      },
    );
  };

  return (
    <div className={classes.columns}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <div className={classes.colours}>
            {colourFields.map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field, fieldState }) => (
                  <ColorInput
                    label={messages.colours[name]}
                    format="hex"
                    withEyeDropper={false}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ))}
          </div>
          {warning ? (
            <Alert color="yellow" p="xs" role="status">
              {warning}
            </Alert>
          ) : null}
          {imageFields.map((image) => (
            <Stack key={image.field} gap={4}>
              <TextInput
                label={image.label}
                description={messages.imageUrlHint}
                error={form.formState.errors[image.field]?.message}
                {...form.register(image.field)}
              />
              <Group gap="xs">
                <FileButton
                  accept="image/png,image/jpeg,image/webp"
                  onChange={(file) => handleUpload(image.kind, image.field, file)}
                >
                  {(props) => (
                    <Button {...props} size="compact-sm" variant="default" loading={uploadImage.isPending}>
                      {image.upload}
                    </Button>
                  )}
                </FileButton>
                {values[image.field] ? (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => form.setValue(image.field, '', { shouldDirty: true })}
                  >
                    {messages.removeImage}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          ))}
          {uploadFailure ? (
            <Alert color="red" role="alert" p="xs">
              {uploadFailure}
            </Alert>
          ) : null}
          <FormFooter failure={form.formState.errors.root?.message} notice={notice} isSaving={saveTheme.isPending} />
        </Stack>
      </form>
      <div className={classes.previewColumn}>
        <Title order={2} size="h5" mb="xs">
          {messages.previewHeading}
        </Title>
        <ThemePreview theme={values} storeName={storeName} />
      </div>
    </div>
  );
}
