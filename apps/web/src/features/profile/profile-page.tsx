import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { QueryState } from '../../components/page-state/page-states';
import { profileQuery } from './api';
import { ChangePasswordCard } from './change-password-card';
import { ProfileInfoCard } from './profile-info-card';
import { SignatureCard } from './signature-card';
import { StampCard } from './stamp-card';

/** /profile: own data, password, drawn signature and stamp (used later for signing). */
export default function ProfilePage() {
  const query = useQuery(profileQuery());
  if (query.isError || !query.data) return <QueryState query={query} />;
  const profile = query.data.data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <ProfileInfoCard profile={profile} />
      </Col>
      <Col xs={24} lg={12}>
        <ChangePasswordCard />
      </Col>
      <Col xs={24} lg={12}>
        <SignatureCard url={profile.signature_url} />
      </Col>
      <Col xs={24} lg={12}>
        <StampCard url={profile.stamp_url} />
      </Col>
    </Row>
  );
}
