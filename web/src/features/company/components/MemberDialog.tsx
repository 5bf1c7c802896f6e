import { patchCompanyMemberBodySchema, type CompanyMember } from '@toolshub/shared';
import { FormDialog } from '../../../components/form/FormDialog';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { limitFromText } from '../../../lib/company-display';
import { updateMember, useCompanyMutation } from '../api/company';
import { RoleAndLimitFields, type RoleAndLimitValues } from './RoleAndLimitFields';

const MEMBER_FIELDS = ['role', 'spendingLimit'] as const;

/** A company admin changes a member's role and spending limit (the last admin stays an admin: the API says so). */
export function MemberDialog({ member, onClose }: { member: CompanyMember | null; onClose: () => void }) {
  const update = useCompanyMutation(updateMember);
  const { enqueueSnackbar } = useSnackbar();
  return (
    <FormDialog<RoleAndLimitValues>
      open={Boolean(member)}
      onClose={onClose}
      form={
        member && {
          title: `Edit ${member.name}`,
          initialValues: {
            role: member.role,
            spendingLimit: member.spendingLimit === null ? '' : String(member.spendingLimit),
          },
          validationSchema: patchCompanyMemberBodySchema,
          fields: MEMBER_FIELDS,
          submit: async (values) => {
            await update.mutateAsync({
              uid: member.uid,
              role: values.role,
              spendingLimit: limitFromText(values.spendingLimit),
            });
            enqueueSnackbar(`${member.name} updated`, { variant: 'success' });
          },
          submitLabel: 'Save',
          children: <RoleAndLimitFields />,
        }
      }
    />
  );
}
