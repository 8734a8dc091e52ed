import { CLEARANCE_VOTER_DEFS, type ClearanceVoter } from '@mashaer/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, PageSpinner } from '../../components/page-state/page-states';
import { currentLang } from '../../i18n/i18n';
import { useCan } from '../../session/can';
import { CLEARANCE, clearanceQuery, productFileKey, productFileQuery } from './api';
import { ReceiptLink, UploadReceipt } from './finance-ui';

/**
 * /clearance-{product}/file/:id (the company's id): the document the product's department
 * attaches to its clearance of the company — its current file, and a new one (the department).
 */
export const productFilePage = (product: ClearanceVoter) =>
  function ProductFilePage() {
    const { id = '' } = useParams();
    const { t } = useTranslation();
    const qc = useQueryClient();
    const canAttach = useCan()(CLEARANCE_VOTER_DEFS[product].permission);
    const company = useQuery(clearanceQuery(id));
    const files = useQuery(productFileQuery(product, id));
    if (company.isLoading || files.isLoading) return <PageSpinner />;
    if (!company.data || !files.data)
      return (
        <ErrorState
          onRetry={() => {
            void company.refetch();
            void files.refetch();
          }}
        />
      );
    const name = CLEARANCE_VOTER_DEFS[product].label[currentLang()];
    return (
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Link to={`/clearance/${id}/${product}`}>{t('finance.product_file.back')}</Link>
        <Card
          variant="borderless"
          data-testid="product-file"
          title={t('finance.product_file.title', { product: name, company: company.data.data.company_name })}
        >
          <Space orientation="vertical">
            <ReceiptLink files={files.data.data} />
            {canAttach && !company.data.data.final_disclaimer && (
              <UploadReceipt
                path={`${CLEARANCE.productFile(product, id)}/file`}
                label="finance.product_file.upload"
                onDone={() => qc.invalidateQueries({ queryKey: productFileKey(product, id) })}
              />
            )}
          </Space>
        </Card>
      </Space>
    );
  };
