import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { updateProfile, type User } from 'firebase/auth';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { useEffect, useMemo, useState } from 'react';
import { useUser } from '../../../hooks/use-user';
import { profileFormSchema, type ProfileFormValues, type UserProfile } from '@toolshub/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { ReadOnlyField } from '../../../components/form/ReadOnlyField';
import { ImagePicker } from '../../../components/form/ImagePicker';
import { ImageStorage } from '../../../components/form/ImageStorage';
import { useImageUpload } from '../../../hooks/use-image-upload';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../hooks/use-page-title';
import { applyApiErrors } from '../../../lib/form-errors';
import { useProfile, useUpdateProfile } from '../api/profile';

const PROFILE_FIELDS = ['displayName', 'education', 'location', 'phoneNumber', 'photoURL'] as const;

export function ProfilePage() {
  usePageTitle('My Profile');
  const { data: user } = useUser();
  if (!user?.email) return <LoadingIndicator label="Loading your profile" />;
  return <ProfileForm user={user} email={user.email} />;
}

function ProfileForm({ user, email }: { user: User; email: string }) {
  const profile = useProfile(email);
  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        My Profile
      </Typography>
      <QueryState query={profile} label="Loading your profile">
        {(data) => (
          <ImageStorage>
            <ProfileEditor user={user} email={email} profile={data} />
          </ImageStorage>
        )}
      </QueryState>
    </Box>
  );
}

function ProfileEditor({ user, email, profile }: { user: User; email: string; profile: UserProfile }) {
  const update = useUpdateProfile(email);
  const { enqueueSnackbar } = useSnackbar();
  const [file, setFile] = useState<File | null>(null);
  const image = useImageUpload();
  const [saveError, setSaveError] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const initialValues: ProfileFormValues = {
    displayName: profile.displayName,
    education: profile.education ?? '',
    location: profile.location ?? '',
    phoneNumber: profile.phoneNumber ?? '',
  };

  const save = async (values: ProfileFormValues, form: FormikHelpers<ProfileFormValues>) => {
    setSaveError(null);
    try {
      let photoURL: string | undefined;
      if (file) {
        // One picture per account: a new one replaces the old (its download link changes with it).
        photoURL = await image.upload(`avatars/${user.uid}/avatar`, file);
      }
      // Empty fields keep their existing values.
      const displayName = values.displayName?.trim() || profile.displayName;
      await updateProfile(user, { displayName, ...(photoURL ? { photoURL } : {}) });
      await update.mutateAsync({ ...values, displayName, ...(photoURL ? { photoURL } : {}) });
      await user.getIdToken(true);
      setFile(null);
      enqueueSnackbar('User Information Updated', { variant: 'success' });
    } catch (err) {
      const message = `An error occurred: ${applyApiErrors(err, form, PROFILE_FIELDS)}`;
      setSaveError(message);
      enqueueSnackbar(message, { variant: 'error' });
    }
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Avatar src={preview ?? profile.photoURL} alt={profile.displayName} sx={{ width: 72, height: 72 }} />
        {/* minWidth 0 and anywhere-wrapping: a long address breaks inside the box, not past the phone's edge. */}
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography variant="h6" component="p" data-testid="profile-name">
            {profile.displayName || email}
          </Typography>
          <Typography color="text.secondary">{email}</Typography>
        </Box>
      </Stack>
      <Formik initialValues={initialValues} validationSchema={profileFormSchema} onSubmit={save} enableReinitialize>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Profile">
            <ReadOnlyField label="Email" value={email} />
            <ImagePicker
              buttonLabel="Choose a profile photo"
              inputLabel="Profile photo"
              testId="photo-input"
              file={file}
              onFileChange={setFile}
              upload={image.current}
            />
            <FormTextField name="displayName" label="Name" autoComplete="name" />
            <FormTextField name="education" label="Education" />
            <FormTextField name="location" label="Location" autoComplete="address-level2" />
            <FormTextField
              name="phoneNumber"
              label="Phone"
              type="tel"
              autoComplete="tel"
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            />
            {saveError && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {saveError}
              </Alert>
            )}
            <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }} loading={isSubmitting}>
              Save Info
            </Button>
          </Form>
        )}
      </Formik>
    </Paper>
  );
}

export default ProfilePage;
