import { CameraOutlined, MobileOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateText } from '../../components/date-text/date-text';
import { type ColumnDef, searchFilter } from '../../components/resource-list';
import { WorkflowList } from '../../components/workflow-screens/workflow-list';
import { dualDateText } from '../../i18n/dates';
import { currentLang } from '../../i18n/i18n';
import { useCan } from '../../session/can';
import type { ViolationRow } from './api';
import { assignmentScreens, violationScreens } from './violation.workflow';

type Row = ViolationRow & Record<string, unknown>;

const columns: (ColumnDef<Row> | 'status')[] = [
  { key: 'number', title: 'violations.fields.number', sortable: true, width: 110 },
  { key: 'camp_number', title: 'violations.fields.camp' },
  // The square gives way first on a laptop's card (the camp number stays).
  { key: 'square_name', title: 'violations.fields.square', priority: 4 },
  { key: 'company_name', title: 'violations.fields.company', priority: 2 },
  {
    key: 'level_name',
    title: 'violations.fields.level',
    render: (r) => (
      <span style={{ borderInlineStart: `4px solid ${r.level_color}`, paddingInlineStart: 6 }}>
        {r.level_name}
      </span>
    ),
    text: (r) => r.level_name,
  },
  'status',
  {
    key: 'created_at',
    title: 'violations.fields.created_at',
    sortable: true,
    priority: 3,
    render: (r) => <DateText value={r.created_at} />,
    text: (r) => dualDateText(r.created_at, currentLang()),
  },
];

const filters = [
  searchFilter('violations.fields.search'),
  'status' as const,
  { name: 'violation_form_level_id', label: 'violations.fields.level', type: 'select' as const },
];

/** The phone screens (recording offline; the caller's own list), beside the create button. */
function FieldLink() {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <>
      {can('view-violation-form') && (
        <Link to="/violations/field">
          <Button icon={<CameraOutlined />} data-testid="violation-field">
            {t('violations.field.open_field')}
          </Button>
        </Link>
      )}
      {/* The caller's own list on the phone (a page of its own: a full load). */}
      <Button href="/violations/field/list" icon={<MobileOutlined />} data-testid="violation-field-list">
        {t('violations.field.nav_list')}
      </Button>
    </>
  );
}

/** /violations: the violations (a company sees its own, once assigned). */
export function ViolationListPage() {
  return (
    <WorkflowList<Row> area={violationScreens} columns={columns} filters={filters} toolbar={<FieldLink />} />
  );
}

/** /violations/assignments: the violations assigned to companies. */
export function AssignmentListPage() {
  return <WorkflowList<Row> area={assignmentScreens} columns={columns} filters={filters} />;
}

/** /violations/assign: the violations recorded and not yet assigned (each assigned from its page). */
export function AssignListPage() {
  return (
    <WorkflowList<Row>
      area={{ ...violationScreens, detailsPath: (id) => `/violations/assign/${id}`, create: undefined }}
      columns={columns}
      filters={filters.filter((f) => f !== 'status')}
      fixedBody={{ status: 'created' }}
    />
  );
}
