/**
 * The area's desk screens as one module, loaded with its first route: apart, the small ones and
 * the area's api module were merged into chunks every desk list loads (measured 28 Nov).
 */
export { BenefitAssignPage, BenefitCampsPage } from './benefit-camps';
export { OrderReadyPage } from './order-ready';
export { OrderDetailsPage, OrderListPage } from './orders';
export { ViolationCreatePage } from './violation-create';
export { ViolationDetailsPage } from './violation-details';
export { AssignListPage, AssignmentListPage, ViolationListPage } from './violation-list';
