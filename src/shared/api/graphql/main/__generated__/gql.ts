/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ComposerTemplates($wcmsId: ID!) {\n    composerTemplates(wcmsId: $wcmsId) {\n      id\n      scope\n      name\n      text\n    }\n  }\n": typeof types.ComposerTemplatesDocument,
    "\n  query StaffNotifications($wcmsId: ID!, $userId: ID!) {\n    staffNotifications(wcmsId: $wcmsId, userId: $userId) {\n      id\n      messageId\n      subject\n      body\n      read\n      createdAt\n    }\n  }\n": typeof types.StaffNotificationsDocument,
    "\n  query ClinicianNotifications($wcmsId: ID!) {\n    clinicianNotifications(wcmsId: $wcmsId) {\n      id\n      wcmsId\n      userId\n      attachTaskId\n      messageId\n      body\n      outboundRequestId\n      adhocVideoId\n      subject\n      read\n      createdAt\n    }\n  }\n": typeof types.ClinicianNotificationsDocument,
    "\n  query Organisations($search: String) {\n    organisations(search: $search) {\n      wcmsId\n      name\n      clinicalSystem\n      role\n      features {\n        outbound\n        requests\n        totalTriage\n      }\n      twoFactorMandate\n    }\n  }\n": typeof types.OrganisationsDocument,
    "\n  fragment PatientFields on Patient {\n    id\n    title\n    forename\n    surname\n    nhsNumber\n    dateOfBirth\n    sex\n    primaryEmail\n    primaryPhone\n    mobilePhone\n    workPhone\n    homeAddress {\n      address1\n      address2\n      address3\n      address4\n      address5\n      postcode\n    }\n  }\n": typeof types.PatientFieldsFragmentDoc,
    "\n  query SearchPatient($wcmsId: ID!, $searchParameters: PatientSearchInput!) {\n    searchPatient(wcmsId: $wcmsId, searchParameters: $searchParameters) {\n      ...PatientFields\n    }\n  }\n": typeof types.SearchPatientDocument,
    "\n  query GetPatient($wcmsId: ID!, $id: ID!) {\n    getPatient(wcmsId: $wcmsId, id: $id) {\n      ...PatientFields\n    }\n  }\n": typeof types.GetPatientDocument,
    "\n  mutation PrefillPatientIdCache($wcmsId: ID!, $nhsNumber: String!) {\n    prefillPatientIdCache(wcmsId: $wcmsId, nhsNumber: $nhsNumber) {\n      nhsNumber\n      found\n    }\n  }\n": typeof types.PrefillPatientIdCacheDocument,
    "\n  query StaffAlerts($wcmsId: ID!) {\n    staffAlerts(wcmsId: $wcmsId) {\n      id\n      wcmsId\n      title\n      message\n      severity\n      expiresOn\n      createdAt\n      acknowledgedAt\n    }\n  }\n": typeof types.StaffAlertsDocument,
    "\n  mutation AcknowledgeStaffAlert($wcmsId: ID!, $alertId: ID!) {\n    acknowledgeStaffAlert(wcmsId: $wcmsId, alertId: $alertId) {\n      id\n      acknowledgedAt\n    }\n  }\n": typeof types.AcknowledgeStaffAlertDocument,
    "\n  mutation StartAdhocVideo($id: ID!) {\n    startAdhocVideo(id: $id) {\n      patientDetails {\n        forename\n        surname\n        mobileNumbers\n      }\n      room\n      roomKey\n      wcmsId\n      patientNhsNumber\n    }\n  }\n": typeof types.StartAdhocVideoDocument,
    "\n  mutation CompleteAdhocVideo($id: ID!) {\n    completeAdhocVideo(id: $id) {\n      id\n    }\n  }\n": typeof types.CompleteAdhocVideoDocument,
    "\n  query VideoPatientSearch($wcmsId: ID!, $searchParameters: PatientSearchInput!) {\n    searchPatient(wcmsId: $wcmsId, searchParameters: $searchParameters) {\n      id\n      forename\n      surname\n      nhsNumber\n      dateOfBirth\n      mobilePhone\n    }\n  }\n": typeof types.VideoPatientSearchDocument,
    "\n  query CanSendUnattached($wcmsId: ID!) {\n    canSendUnattached(wcmsId: $wcmsId)\n  }\n": typeof types.CanSendUnattachedDocument,
    "\n  fragment ViewerFields on Viewer {\n    userId\n    email\n    forename\n    surname\n    isSuperUser\n    mayToggleSuperUserMode\n    organisations {\n      wcmsId\n      name\n      clinicalSystem\n      role\n      features {\n        outbound\n        requests\n        totalTriage\n      }\n      twoFactorMandate\n    }\n  }\n": typeof types.ViewerFieldsFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      ...ViewerFields\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  fragment LoginResultFields on LoginResult {\n    bearerToken\n    refreshToken\n    userId\n    email\n    username\n    forename\n    surname\n    autoSignInGuid\n    twoFactorRequired\n    twoFactorSetupUri\n  }\n": typeof types.LoginResultFieldsFragmentDoc,
    "\n  mutation Login(\n    $username: String!\n    $password: String!\n    $audit: AuditInput\n    $twoFactorCode: String\n    $twoFactorCodeType: TwoFactorCodeType\n    $twoFactorSetup: Boolean\n  ) {\n    login(\n      username: $username\n      password: $password\n      audit: $audit\n      twoFactorCode: $twoFactorCode\n      twoFactorCodeType: $twoFactorCodeType\n      twoFactorSetup: $twoFactorSetup\n    ) {\n      ...LoginResultFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query IsUsingVPN {\n    isUsingVPN\n  }\n": typeof types.IsUsingVpnDocument,
    "\n  mutation Logout($application: String!, $userAgent: String!, $wcmsId: String!, $userId: ID!) {\n    logout(application: $application, userAgent: $userAgent, wcmsId: $wcmsId, userId: $userId) {\n      success\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  query GetStaff($wcmsId: ID!) {\n    getStaff(wcmsId: $wcmsId) {\n      id\n      appointmentStaffId\n      mnemonic\n      title\n      forename\n      surname\n      sex\n      active\n      consult\n    }\n  }\n": typeof types.GetStaffDocument,
    "\n  query GetAppointmentSlotTypes($wcmsId: ID!) {\n    getAppointmentSlotTypes(wcmsId: $wcmsId) {\n      id\n      name\n    }\n  }\n": typeof types.GetAppointmentSlotTypesDocument,
    "\n  query GetAvailableAppointments(\n    $wcmsId: ID!\n    $startTime: DateTime!\n    $endTime: DateTime!\n    $staffIds: [ID!]\n    $slotTypeIds: [ID!]\n    $includePast: Boolean\n  ) {\n    getAvailableAppointments(\n      wcmsId: $wcmsId\n      startTime: $startTime\n      endTime: $endTime\n      staffIds: $staffIds\n      slotTypeIds: $slotTypeIds\n      includePast: $includePast\n    ) {\n      id\n      startTime\n      duration\n      type\n      session\n      status\n      consultingStaffId\n      consultingStaff\n      isTelephoneAppointment\n      isVideoAppointment\n    }\n  }\n": typeof types.GetAvailableAppointmentsDocument,
    "\n  query GetPatientAppointments($wcmsId: ID!, $nhsNumber: String!) {\n    getPatientAppointments(wcmsId: $wcmsId, nhsNumber: $nhsNumber) {\n      id\n      startTime\n      duration\n      type\n      status\n      consultingStaff\n    }\n  }\n": typeof types.GetPatientAppointmentsDocument,
    "\n  mutation BookAppointment($wcmsId: ID!, $appointmentId: ID!, $nhsNumber: String!, $duration: Int, $type: String) {\n    bookAppointment(\n      wcmsId: $wcmsId\n      appointmentId: $appointmentId\n      nhsNumber: $nhsNumber\n      duration: $duration\n      type: $type\n    ) {\n      id\n      startTime\n      status\n      consultingStaff\n      patient {\n        id\n      }\n    }\n  }\n": typeof types.BookAppointmentDocument,
    "\n  fragment ClinicalCodeFields on ClinicalCode {\n    scheme\n    value\n    term\n    descriptionId\n    description\n    notes\n    isFreeText\n    dataValue {\n      value\n      uom\n    }\n  }\n": typeof types.ClinicalCodeFieldsFragmentDoc,
    "\n  query GetTasks($wcmsId: ID!, $vixieVersion: Int, $clinicalSystem: ClinicalSystem, $patientId: String) {\n    getTasks(wcmsId: $wcmsId, vixieVersion: $vixieVersion, clinicalSystem: $clinicalSystem, patientId: $patientId) {\n      _embedded {\n        queued_messages {\n          entity_id\n          id\n          wcms_id\n          patient_id\n          nhs_number\n          title\n          heading\n          detail\n          date_attached\n          date_completed\n          staff_id\n          staff_guid\n          report_file\n          clinical_system\n          vixie_version\n          type\n          urls {\n            url\n            comments\n          }\n          attachments {\n            id\n            name\n            primary\n          }\n          code {\n            ...ClinicalCodeFields\n          }\n          additional_codes {\n            ...ClinicalCodeFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.GetTasksDocument,
    "\n  mutation SendUnattachedItem($wcmsId: ID!, $taskId: ID!) {\n    sendUnattachedItem(wcmsId: $wcmsId, taskId: $taskId) {\n      id\n    }\n  }\n": typeof types.SendUnattachedItemDocument,
    "\n  query ConsoleAccess($wcmsId: ID!) {\n    consoleAccess(wcmsId: $wcmsId) {\n      wcmsId\n      organisationName\n      clinicalSystem\n      canOpen\n      level\n    }\n  }\n": typeof types.ConsoleAccessDocument,
    "\n  mutation UpdateClinicianNotifications($wcmsId: ID!, $read: Boolean!) {\n    updateClinicianNotifications(wcmsId: $wcmsId, read: $read) {\n      id\n      read\n    }\n  }\n": typeof types.UpdateClinicianNotificationsDocument,
    "\n  mutation SendFeedback($wcmsId: ID!, $page: String!, $comment: String!) {\n    sendFeedback(wcmsId: $wcmsId, page: $page, comment: $comment)\n  }\n": typeof types.SendFeedbackDocument,
    "\n  mutation SetSuperUserMode($on: Boolean!) {\n    setSuperUserMode(on: $on) {\n      ...ViewerFields\n    }\n  }\n": typeof types.SetSuperUserModeDocument,
    "\n  query PersonalTemplates {\n    personalTemplates {\n      id\n      scope\n      name\n      text\n      updatedAt\n    }\n  }\n": typeof types.PersonalTemplatesDocument,
    "\n  query OrganisationTemplates($wcmsId: ID!) {\n    organisationTemplates(wcmsId: $wcmsId) {\n      id\n      scope\n      name\n      text\n      updatedAt\n    }\n  }\n": typeof types.OrganisationTemplatesDocument,
    "\n  mutation CreatePersonalTemplate($input: MessageTemplateInput!) {\n    createPersonalTemplate(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreatePersonalTemplateDocument,
    "\n  mutation UpdatePersonalTemplate($id: ID!, $input: MessageTemplateInput!) {\n    updatePersonalTemplate(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.UpdatePersonalTemplateDocument,
    "\n  mutation DeletePersonalTemplate($id: ID!) {\n    deletePersonalTemplate(id: $id)\n  }\n": typeof types.DeletePersonalTemplateDocument,
    "\n  mutation CreateOrganisationTemplate($wcmsId: ID!, $input: MessageTemplateInput!) {\n    createOrganisationTemplate(wcmsId: $wcmsId, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateOrganisationTemplateDocument,
    "\n  mutation UpdateOrganisationTemplate($wcmsId: ID!, $id: ID!, $input: MessageTemplateInput!) {\n    updateOrganisationTemplate(wcmsId: $wcmsId, id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.UpdateOrganisationTemplateDocument,
    "\n  mutation DeleteOrganisationTemplate($wcmsId: ID!, $id: ID!) {\n    deleteOrganisationTemplate(wcmsId: $wcmsId, id: $id)\n  }\n": typeof types.DeleteOrganisationTemplateDocument,
    "\n  mutation StartVisionLogin($wcmsId: ID!, $redirectUri: String!) {\n    startVisionLogin(wcmsId: $wcmsId, redirectUri: $redirectUri) {\n      url\n    }\n  }\n": typeof types.StartVisionLoginDocument,
    "\n  mutation CompleteVisionLogin($state: String!, $code: String, $error: String) {\n    completeVisionLogin(state: $state, code: $code, error: $error) {\n      wcmsId\n      visionUser\n      linkedAt\n    }\n  }\n": typeof types.CompleteVisionLoginDocument,
    "\n  query ConsoleArrivals($wcmsId: ID!) {\n    consoleArrivals(wcmsId: $wcmsId) {\n      waitingAreas {\n        id\n        name\n        instructions\n      }\n      schedules {\n        id\n        staffId\n        weekday\n        allDay\n        start\n        end\n        waitingAreaId\n      }\n      touchscreens {\n        id\n        name\n        code\n        infoMessage\n        minutesEarly\n        minutesLate\n        licence\n        devices\n        location\n        locationLock\n        questions\n        reviewResponse\n        healthPod\n      }\n      staff {\n        id\n        name\n      }\n      locations\n    }\n  }\n": typeof types.ConsoleArrivalsDocument,
    "\n  query ConsoleCallScreens($wcmsId: ID!) {\n    consoleCallScreens(wcmsId: $wcmsId) {\n      screens {\n        id\n        name\n        code\n        notificationSound\n        announce\n        nameFormat\n        devices\n      }\n      newsItems {\n        id\n        text\n        expiresOn\n        screenIds\n      }\n    }\n  }\n": typeof types.ConsoleCallScreensDocument,
    "\n  mutation SaveWaitingArea($wcmsId: ID!, $id: ID, $input: WaitingAreaInput!) {\n    saveWaitingArea(wcmsId: $wcmsId, id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.SaveWaitingAreaDocument,
    "\n  mutation DeleteWaitingArea($wcmsId: ID!, $id: ID!) {\n    deleteWaitingArea(wcmsId: $wcmsId, id: $id)\n  }\n": typeof types.DeleteWaitingAreaDocument,
    "\n  mutation SaveStaffSchedule($wcmsId: ID!, $id: ID, $input: StaffScheduleInput!) {\n    saveStaffSchedule(wcmsId: $wcmsId, id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.SaveStaffScheduleDocument,
    "\n  mutation DeleteStaffSchedule($wcmsId: ID!, $id: ID!) {\n    deleteStaffSchedule(wcmsId: $wcmsId, id: $id)\n  }\n": typeof types.DeleteStaffScheduleDocument,
    "\n  mutation SaveTouchscreen($wcmsId: ID!, $id: ID, $input: TouchscreenInput!) {\n    saveTouchscreen(wcmsId: $wcmsId, id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.SaveTouchscreenDocument,
    "\n  mutation DeleteTouchscreen($wcmsId: ID!, $id: ID!) {\n    deleteTouchscreen(wcmsId: $wcmsId, id: $id)\n  }\n": typeof types.DeleteTouchscreenDocument,
    "\n  mutation SaveTvScreen($wcmsId: ID!, $id: ID, $input: TvScreenInput!) {\n    saveTvScreen(wcmsId: $wcmsId, id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.SaveTvScreenDocument,
    "\n  mutation DeleteTvScreen($wcmsId: ID!, $id: ID!) {\n    deleteTvScreen(wcmsId: $wcmsId, id: $id)\n  }\n": typeof types.DeleteTvScreenDocument,
    "\n  mutation SaveNewsItem($wcmsId: ID!, $id: ID, $input: NewsItemInput!) {\n    saveNewsItem(wcmsId: $wcmsId, id: $id, input: $input) {\n      id\n      text\n    }\n  }\n": typeof types.SaveNewsItemDocument,
    "\n  mutation DeleteNewsItem($wcmsId: ID!, $id: ID!) {\n    deleteNewsItem(wcmsId: $wcmsId, id: $id)\n  }\n": typeof types.DeleteNewsItemDocument,
    "\n  query Report($wcmsId: ID!, $tab: ReportTab!, $from: String!, $to: String!, $search: String) {\n    report(wcmsId: $wcmsId, tab: $tab, from: $from, to: $to, search: $search) {\n      tab\n      from\n      to\n      previousFrom\n      previousTo\n      figures {\n        key\n        unit\n        value\n        previous\n      }\n      tables {\n        key\n        kind\n        unit\n        rows {\n          label\n          value\n          previous\n        }\n      }\n      comments {\n        at\n        category\n        text\n      }\n    }\n  }\n": typeof types.ReportDocument,
    "\n  query ClinicalAgents($wcmsId: ID!) {\n    clinicalAgents(wcmsId: $wcmsId) {\n      id\n      hostname\n      lastSeen\n      approved\n    }\n  }\n": typeof types.ClinicalAgentsDocument,
    "\n  mutation ApproveClinicalAgent($wcmsId: ID!, $id: ID!) {\n    approveClinicalAgent(wcmsId: $wcmsId, id: $id) {\n      id\n      hostname\n      lastSeen\n      approved\n    }\n  }\n": typeof types.ApproveClinicalAgentDocument,
    "\n  mutation DeleteClinicalAgent($wcmsId: ID!, $id: ID!) {\n    deleteClinicalAgent(wcmsId: $wcmsId, id: $id)\n  }\n": typeof types.DeleteClinicalAgentDocument,
    "\n  query ConsoleDefaultAttachStaff($wcmsId: ID!) {\n    defaultAttachStaff(wcmsId: $wcmsId) {\n      id\n      staffId\n      staffGuid\n      name\n      clinicalSystem\n    }\n  }\n": typeof types.ConsoleDefaultAttachStaffDocument,
    "\n  mutation ConsoleUpdateDefaultAttachStaff($input: DefaultAttachStaffInput!) {\n    updateDefaultAttachStaff(input: $input) {\n      id\n      staffId\n      staffGuid\n      name\n      clinicalSystem\n    }\n  }\n": typeof types.ConsoleUpdateDefaultAttachStaffDocument,
    "\n  query ClinicalServerDetails($wcmsId: ID!) {\n    clinicalServerDetails(wcmsId: $wcmsId) {\n      ip\n      database\n      gatewayHost\n      port\n      server\n      siteCode\n      username\n      passwordSet\n      apiPasswordSet\n    }\n  }\n": typeof types.ClinicalServerDetailsDocument,
    "\n  mutation UpdateClinicalServerDetails($wcmsId: ID!, $input: ClinicalServerDetailsInput!) {\n    updateClinicalServerDetails(wcmsId: $wcmsId, input: $input) {\n      ip\n      database\n      gatewayHost\n      port\n      server\n      siteCode\n      username\n      passwordSet\n      apiPasswordSet\n    }\n  }\n": typeof types.UpdateClinicalServerDetailsDocument,
    "\n  query MobileArrivalSettings($wcmsId: ID!) {\n    mobileArrivalSettings(wcmsId: $wcmsId) {\n      enabled\n      infoMessage\n      mapTilesUrl\n      locations {\n        id\n        appointmentLocation\n        latitude\n        longitude\n        distanceMetres\n      }\n    }\n  }\n": typeof types.MobileArrivalSettingsDocument,
    "\n  mutation SaveMobileArrivalSettings($wcmsId: ID!, $input: MobileArrivalSettingsInput!) {\n    saveMobileArrivalSettings(wcmsId: $wcmsId, input: $input) {\n      enabled\n      infoMessage\n      mapTilesUrl\n      locations {\n        id\n        appointmentLocation\n        latitude\n        longitude\n        distanceMetres\n      }\n    }\n  }\n": typeof types.SaveMobileArrivalSettingsDocument,
    "\n  query ConsoleDataSharingAgreements($wcmsId: ID!) {\n    consoleDataSharingAgreements(wcmsId: $wcmsId) {\n      id\n      side\n      status\n      proposerWcmsId\n      proposerName\n      recipientWcmsId\n      recipientName\n      proposedBy\n      proposedAt\n      decidedBy\n      decidedAt\n      endedBy\n      endedAt\n      canAccept\n      canRefuse\n      canEnd\n    }\n  }\n": typeof types.ConsoleDataSharingAgreementsDocument,
    "\n  mutation ProposeDataSharingAgreement($wcmsId: ID!, $recipientWcmsId: String!) {\n    proposeDataSharingAgreement(wcmsId: $wcmsId, recipientWcmsId: $recipientWcmsId) {\n      id\n      recipientName\n    }\n  }\n": typeof types.ProposeDataSharingAgreementDocument,
    "\n  mutation DecideDataSharingAgreement($wcmsId: ID!, $agreementId: ID!, $decision: DataSharingDecision!) {\n    decideDataSharingAgreement(wcmsId: $wcmsId, agreementId: $agreementId, decision: $decision) {\n      id\n      status\n    }\n  }\n": typeof types.DecideDataSharingAgreementDocument,
    "\n  mutation EndDataSharingAgreement($wcmsId: ID!, $agreementId: ID!) {\n    endDataSharingAgreement(wcmsId: $wcmsId, agreementId: $agreementId) {\n      id\n      status\n    }\n  }\n": typeof types.EndDataSharingAgreementDocument,
    "\n  query InformationGovernance($wcmsId: ID!) {\n    informationGovernance(wcmsId: $wcmsId) {\n      wcmsId\n      client {\n        value\n        unit\n      }\n      consult {\n        value\n        unit\n      }\n    }\n  }\n": typeof types.InformationGovernanceDocument,
    "\n  query RetentionDeletionPreview($wcmsId: ID!, $input: InformationGovernanceInput!) {\n    retentionDeletionPreview(wcmsId: $wcmsId, input: $input) {\n      requests\n      consults\n    }\n  }\n": typeof types.RetentionDeletionPreviewDocument,
    "\n  mutation UpdateInformationGovernance($wcmsId: ID!, $input: InformationGovernanceInput!) {\n    updateInformationGovernance(wcmsId: $wcmsId, input: $input) {\n      wcmsId\n      client {\n        value\n        unit\n      }\n      consult {\n        value\n        unit\n      }\n    }\n  }\n": typeof types.UpdateInformationGovernanceDocument,
    "\n  fragment PortalSettingsFields on PortalSettings {\n    wcmsId\n    categories {\n      id\n      title\n      services {\n        id\n        type\n        title\n        subtext\n        link\n        loggedInOnly\n        infoText\n      }\n    }\n    pharmacyConditions\n  }\n": typeof types.PortalSettingsFieldsFragmentDoc,
    "\n  query PortalSettings($wcmsId: ID!) {\n    portalSettings(wcmsId: $wcmsId) {\n      ...PortalSettingsFields\n    }\n  }\n": typeof types.PortalSettingsDocument,
    "\n  mutation CreatePortalCategory($wcmsId: ID!, $title: String!) {\n    createPortalCategory(wcmsId: $wcmsId, title: $title) {\n      ...PortalSettingsFields\n    }\n  }\n": typeof types.CreatePortalCategoryDocument,
    "\n  mutation RenamePortalCategory($wcmsId: ID!, $categoryId: ID!, $title: String!) {\n    renamePortalCategory(wcmsId: $wcmsId, categoryId: $categoryId, title: $title) {\n      ...PortalSettingsFields\n    }\n  }\n": typeof types.RenamePortalCategoryDocument,
    "\n  mutation DeletePortalCategory($wcmsId: ID!, $categoryId: ID!) {\n    deletePortalCategory(wcmsId: $wcmsId, categoryId: $categoryId) {\n      ...PortalSettingsFields\n    }\n  }\n": typeof types.DeletePortalCategoryDocument,
    "\n  mutation MovePortalCategory($wcmsId: ID!, $categoryId: ID!, $direction: PortalMoveDirection!) {\n    movePortalCategory(wcmsId: $wcmsId, categoryId: $categoryId, direction: $direction) {\n      ...PortalSettingsFields\n    }\n  }\n": typeof types.MovePortalCategoryDocument,
    "\n  mutation CreatePortalService($wcmsId: ID!, $categoryId: ID!, $input: PortalServiceInput!) {\n    createPortalService(wcmsId: $wcmsId, categoryId: $categoryId, input: $input) {\n      ...PortalSettingsFields\n    }\n  }\n": typeof types.CreatePortalServiceDocument,
    "\n  mutation UpdatePortalService($wcmsId: ID!, $serviceId: ID!, $input: PortalServiceInput!) {\n    updatePortalService(wcmsId: $wcmsId, serviceId: $serviceId, input: $input) {\n      ...PortalSettingsFields\n    }\n  }\n": typeof types.UpdatePortalServiceDocument,
    "\n  mutation DeletePortalService($wcmsId: ID!, $serviceId: ID!) {\n    deletePortalService(wcmsId: $wcmsId, serviceId: $serviceId) {\n      ...PortalSettingsFields\n    }\n  }\n": typeof types.DeletePortalServiceDocument,
    "\n  mutation MovePortalService($wcmsId: ID!, $serviceId: ID!, $direction: PortalMoveDirection!) {\n    movePortalService(wcmsId: $wcmsId, serviceId: $serviceId, direction: $direction) {\n      ...PortalSettingsFields\n    }\n  }\n": typeof types.MovePortalServiceDocument,
    "\n  mutation SetPharmacyConditions($wcmsId: ID!, $conditions: [PharmacyCondition!]!) {\n    setPharmacyConditions(wcmsId: $wcmsId, conditions: $conditions) {\n      ...PortalSettingsFields\n    }\n  }\n": typeof types.SetPharmacyConditionsDocument,
    "\n  query FftSettings($wcmsId: ID!) {\n    fftSettings(wcmsId: $wcmsId) {\n      requestTypes\n      sendDelayDays\n      appointmentOption\n      invitationMethod\n    }\n  }\n": typeof types.FftSettingsDocument,
    "\n  mutation SaveFftSettings($wcmsId: ID!, $input: FftSettingsInput!) {\n    saveFftSettings(wcmsId: $wcmsId, input: $input) {\n      requestTypes\n      sendDelayDays\n      appointmentOption\n      invitationMethod\n    }\n  }\n": typeof types.SaveFftSettingsDocument,
    "\n  query ConsoleOutcomes($wcmsId: ID!) {\n    consoleOutcomes(wcmsId: $wcmsId)\n  }\n": typeof types.ConsoleOutcomesDocument,
    "\n  mutation SaveOutcomes($wcmsId: ID!, $outcomes: [String!]!) {\n    saveOutcomes(wcmsId: $wcmsId, outcomes: $outcomes)\n  }\n": typeof types.SaveOutcomesDocument,
    "\n  query ConsoleAdminQueryTypes($wcmsId: ID!) {\n    consoleAdminQueryTypes(wcmsId: $wcmsId)\n  }\n": typeof types.ConsoleAdminQueryTypesDocument,
    "\n  mutation SaveAdminQueryTypes($wcmsId: ID!, $adminQueryTypes: [String!]!) {\n    saveAdminQueryTypes(wcmsId: $wcmsId, adminQueryTypes: $adminQueryTypes)\n  }\n": typeof types.SaveAdminQueryTypesDocument,
    "\n  query ConsoleTranslation($wcmsId: ID!) {\n    consoleTranslation(wcmsId: $wcmsId) {\n      wcmsId\n      enabled\n    }\n  }\n": typeof types.ConsoleTranslationDocument,
    "\n  mutation SaveTranslationSettings($wcmsId: ID!, $enabled: Boolean!) {\n    saveTranslationSettings(wcmsId: $wcmsId, enabled: $enabled) {\n      wcmsId\n      enabled\n    }\n  }\n": typeof types.SaveTranslationSettingsDocument,
    "\n  query ConsoleDailyLimits($wcmsId: ID!) {\n    consoleDailyLimits(wcmsId: $wcmsId) {\n      requestType\n      limit\n      usedToday\n    }\n  }\n": typeof types.ConsoleDailyLimitsDocument,
    "\n  mutation SaveDailyLimits($wcmsId: ID!, $limits: [DailyLimitInput!]!) {\n    saveDailyLimits(wcmsId: $wcmsId, limits: $limits) {\n      requestType\n      limit\n      usedToday\n    }\n  }\n": typeof types.SaveDailyLimitsDocument,
    "\n  query ConsoleServiceHours($wcmsId: ID!) {\n    consoleServiceHours(wcmsId: $wcmsId) {\n      wcmsId\n      days {\n        day\n        start\n        finish\n      }\n      inHoursNow\n    }\n  }\n": typeof types.ConsoleServiceHoursDocument,
    "\n  mutation SaveServiceHours($wcmsId: ID!, $days: [ServiceHoursDayInput!]!) {\n    saveServiceHours(wcmsId: $wcmsId, days: $days) {\n      wcmsId\n      days {\n        day\n        start\n        finish\n      }\n      inHoursNow\n    }\n  }\n": typeof types.SaveServiceHoursDocument,
    "\n  query ConsoleConfirmationMessages($wcmsId: ID!) {\n    consoleConfirmationMessages(wcmsId: $wcmsId) {\n      wcmsId\n      inHoursScreen\n      outOfHoursScreen\n      inHoursEmail\n      outOfHoursEmail\n    }\n  }\n": typeof types.ConsoleConfirmationMessagesDocument,
    "\n  mutation SaveConfirmationMessages($wcmsId: ID!, $messages: ConfirmationMessagesInput!) {\n    saveConfirmationMessages(wcmsId: $wcmsId, messages: $messages) {\n      wcmsId\n      inHoursScreen\n      outOfHoursScreen\n      inHoursEmail\n      outOfHoursEmail\n    }\n  }\n": typeof types.SaveConfirmationMessagesDocument,
    "\n  query TotalTriageConsoleSettings($wcmsId: ID!) {\n    totalTriageConsoleSettings(wcmsId: $wcmsId) {\n      available\n      enabled\n      minimumPatientAge\n      preferences {\n        text\n        requestType\n      }\n    }\n  }\n": typeof types.TotalTriageConsoleSettingsDocument,
    "\n  mutation SaveTotalTriageSettings($wcmsId: ID!, $input: TotalTriageSettingsInput!) {\n    saveTotalTriageSettings(wcmsId: $wcmsId, input: $input) {\n      available\n      enabled\n      minimumPatientAge\n      preferences {\n        text\n        requestType\n      }\n    }\n  }\n": typeof types.SaveTotalTriageSettingsDocument,
    "\n  query CareNavigationEditor($wcmsId: ID!) {\n    careNavigationEditor(wcmsId: $wcmsId) {\n      rules {\n        id\n        name\n        requestType\n        patients\n        medicalProblem\n        adminQuery\n        healthData\n        questionnaire\n        minAge\n        minAgeUnit\n        maxAge\n        maxAgeUnit\n        priority\n        routeGroupId\n        routeGroupName\n        routeGroupActive\n        enabled\n        position\n      }\n      groups {\n        id\n        name\n      }\n      medicalProblems\n      adminQueryTypes\n    }\n  }\n": typeof types.CareNavigationEditorDocument,
    "\n  mutation SaveCareNavigationRule($wcmsId: ID!, $id: ID, $input: CareNavigationRuleInput!) {\n    saveCareNavigationRule(wcmsId: $wcmsId, id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.SaveCareNavigationRuleDocument,
    "\n  mutation DeleteCareNavigationRule($wcmsId: ID!, $id: ID!) {\n    deleteCareNavigationRule(wcmsId: $wcmsId, id: $id)\n  }\n": typeof types.DeleteCareNavigationRuleDocument,
    "\n  mutation ReorderCareNavigationRules($wcmsId: ID!, $ids: [ID!]!) {\n    reorderCareNavigationRules(wcmsId: $wcmsId, ids: $ids) {\n      id\n    }\n  }\n": typeof types.ReorderCareNavigationRulesDocument,
    "\n  query TryCareNavigation($wcmsId: ID!, $input: CareNavigationTryInput!) {\n    tryCareNavigation(wcmsId: $wcmsId, input: $input) {\n      ruleId\n      ruleName\n      groupName\n      priority\n    }\n  }\n": typeof types.TryCareNavigationDocument,
    "\n  query ConsoleWorkload($wcmsId: ID!) {\n    consoleWorkload(wcmsId: $wcmsId) {\n      wcmsId\n      today {\n        received\n        completed\n      }\n      week {\n        received\n        completed\n      }\n      open\n      byGroup {\n        groupId\n        name\n        open\n      }\n      byAssignee {\n        userId\n        name\n        open\n      }\n      oldestWaiting\n      dailyLimits {\n        requestType\n        limit\n        usedToday\n      }\n    }\n  }\n": typeof types.ConsoleWorkloadDocument,
    "\n  query OrganisationTwoFactor {\n    organisations {\n      wcmsId\n      name\n      role\n      twoFactorMandate\n    }\n  }\n": typeof types.OrganisationTwoFactorDocument,
    "\n  mutation SetTwoFactorMandate($wcmsId: ID!, $method: TwoFactorCodeType) {\n    setTwoFactorMandate(wcmsId: $wcmsId, method: $method) {\n      wcmsId\n      twoFactorMandate\n    }\n  }\n": typeof types.SetTwoFactorMandateDocument,
    "\n  query ConsoleCovering($wcmsId: ID!, $userId: ID!) {\n    consoleCovering(wcmsId: $wcmsId, userId: $userId) {\n      userId\n      groups {\n        id\n        name\n        covered\n      }\n      colleagues {\n        userId\n        name\n        covered\n      }\n    }\n  }\n": typeof types.ConsoleCoveringDocument,
    "\n  mutation SetStaffCovering($wcmsId: ID!, $userId: ID!, $groupIds: [ID!]!, $colleagueIds: [ID!]!) {\n    setStaffCovering(wcmsId: $wcmsId, userId: $userId, groupIds: $groupIds, colleagueIds: $colleagueIds) {\n      userId\n    }\n  }\n": typeof types.SetStaffCoveringDocument,
    "\n  query ConsoleGroups($wcmsId: ID!) {\n    consoleGroups(wcmsId: $wcmsId) {\n      id\n      name\n      kind\n      active\n      members {\n        userId\n        name\n      }\n      sharedWith {\n        wcmsId\n        name\n        restrictedView\n      }\n      sharedBy {\n        wcmsId\n        name\n        restrictedView\n      }\n    }\n  }\n": typeof types.ConsoleGroupsDocument,
    "\n  mutation CreateGroup($wcmsId: ID!, $name: String!) {\n    createGroup(wcmsId: $wcmsId, name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.CreateGroupDocument,
    "\n  mutation RenameGroup($wcmsId: ID!, $groupId: ID!, $name: String!) {\n    renameGroup(wcmsId: $wcmsId, groupId: $groupId, name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.RenameGroupDocument,
    "\n  mutation SetGroupActive($wcmsId: ID!, $groupId: ID!, $active: Boolean!) {\n    setGroupActive(wcmsId: $wcmsId, groupId: $groupId, active: $active) {\n      id\n      active\n    }\n  }\n": typeof types.SetGroupActiveDocument,
    "\n  mutation SetGroupMembers($wcmsId: ID!, $groupId: ID!, $userIds: [ID!]!) {\n    setGroupMembers(wcmsId: $wcmsId, groupId: $groupId, userIds: $userIds) {\n      id\n    }\n  }\n": typeof types.SetGroupMembersDocument,
    "\n  mutation ShareGroup($wcmsId: ID!, $groupId: ID!, $organisationIds: [ID!]!) {\n    shareGroup(wcmsId: $wcmsId, groupId: $groupId, organisationIds: $organisationIds) {\n      succeeded {\n        wcmsId\n        name\n      }\n      failed {\n        wcmsId\n        name\n        reason\n      }\n    }\n  }\n": typeof types.ShareGroupDocument,
    "\n  query ConsoleStaff($wcmsId: ID!) {\n    consoleStaff(wcmsId: $wcmsId) {\n      userId\n      email\n      displayName\n      canAcceptRequests\n      consoleAccess\n      usedInternally\n      registered\n      sharedWith {\n        wcmsId\n        name\n        restrictedView\n      }\n      sharedBy {\n        wcmsId\n        name\n        restrictedView\n      }\n    }\n  }\n": typeof types.ConsoleStaffDocument,
    "\n  mutation InviteStaffMember($wcmsId: ID!, $input: InviteStaffInput!) {\n    inviteStaffMember(wcmsId: $wcmsId, input: $input) {\n      userId\n      displayName\n    }\n  }\n": typeof types.InviteStaffMemberDocument,
    "\n  mutation UpdateStaffMember($wcmsId: ID!, $userId: ID!, $input: StaffMemberInput!) {\n    updateStaffMember(wcmsId: $wcmsId, userId: $userId, input: $input) {\n      userId\n      displayName\n      canAcceptRequests\n      consoleAccess\n      usedInternally\n    }\n  }\n": typeof types.UpdateStaffMemberDocument,
    "\n  mutation ShareStaffMember($wcmsId: ID!, $userId: ID!, $organisationIds: [ID!]!) {\n    shareStaffMember(wcmsId: $wcmsId, userId: $userId, organisationIds: $organisationIds) {\n      succeeded {\n        wcmsId\n        name\n      }\n      failed {\n        wcmsId\n        name\n        reason\n      }\n    }\n  }\n": typeof types.ShareStaffMemberDocument,
    "\n  mutation RemoveStaffMember($wcmsId: ID!, $userId: ID!) {\n    removeStaffMember(wcmsId: $wcmsId, userId: $userId)\n  }\n": typeof types.RemoveStaffMemberDocument,
    "\n  query PatientPortal($wcmsId: ID!) {\n    patientPortal(wcmsId: $wcmsId) {\n      wcmsId\n      practiceName\n      hiddenForGuests\n      pharmacyConditions\n      pharmacyBookingUrl\n      categories {\n        id\n        title\n        services {\n          id\n          type\n          title\n          subtext\n          link\n          infoText\n        }\n      }\n    }\n  }\n": typeof types.PatientPortalDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  query BookingLinks($wcmsId: ID!) {\n    bookingLinks(wcmsId: $wcmsId) {\n      id\n      patientName\n      nhsNumber\n      mobile\n      appointmentType\n      clinician\n      location\n      practice\n      expiresOn\n      sentAt\n      status\n      appointment {\n        id\n        startTime\n        duration\n      }\n    }\n  }\n": typeof types.BookingLinksDocument,
    "\n  query BookingLinkOptions($wcmsId: ID!) {\n    getAppointmentSlotTypes(wcmsId: $wcmsId) {\n      id\n      name\n    }\n    getStaff(wcmsId: $wcmsId) {\n      id\n      title\n      forename\n      surname\n      active\n      consult\n    }\n  }\n": typeof types.BookingLinkOptionsDocument,
    "\n  mutation SendBookingLink($wcmsId: ID!, $input: SendBookingLinkInput!) {\n    sendBookingLink(wcmsId: $wcmsId, input: $input) {\n      id\n      mobile\n      status\n    }\n  }\n": typeof types.SendBookingLinkDocument,
    "\n  query ArrivedPatients($wcmsId: ID!) {\n    arrivedPatients(wcmsId: $wcmsId) {\n      id\n      appointmentId\n      appointmentStart\n      patientName\n      method\n      arrivedAt\n      calledAt\n      waitingArea\n      readings {\n        systolic\n        diastolic\n        weight\n        height\n      }\n      responses {\n        question\n        answer\n      }\n    }\n  }\n": typeof types.ArrivedPatientsDocument,
    "\n  mutation CallArrivedPatient($wcmsId: ID!, $arrivalId: ID!) {\n    callArrivedPatient(wcmsId: $wcmsId, arrivalId: $arrivalId) {\n      id\n      calledAt\n    }\n  }\n": typeof types.CallArrivedPatientDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {\n    resetPassword(token: $token, password: $password, passwordConfirmation: $passwordConfirmation)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query UnattachedItems($wcmsId: ID!) {\n    unattachedItems(wcmsId: $wcmsId) {\n      taskId\n      messageId\n      wcmsId\n      type\n      title\n      attempts\n      lastError\n      nhsInvalid\n      failedAt\n    }\n  }\n": typeof types.UnattachedItemsDocument,
    "\n  mutation DeleteUnattachedRequest($wcmsId: ID!, $messageId: ID!) {\n    deleteUnattachedRequest(wcmsId: $wcmsId, messageId: $messageId) {\n      entityId\n      wcmsId\n    }\n  }\n": typeof types.DeleteUnattachedRequestDocument,
    "\n  mutation DeleteRetryTasks($wcmsId: ID!, $messageId: ID!) {\n    deleteRetryTasks(wcmsId: $wcmsId, messageId: $messageId) {\n      entityId\n      wcmsId\n    }\n  }\n": typeof types.DeleteRetryTasksDocument,
    "\n  mutation UploadAlerts($rows: [AlertRowInput!]!) {\n    uploadAlerts(rows: $rows) {\n      uploadId\n      count\n      organisations\n    }\n  }\n": typeof types.UploadAlertsDocument,
    "\n  query Registration($token: String!) {\n    registration(token: $token) {\n      email\n      organisationName\n      forename\n      surname\n    }\n  }\n": typeof types.RegistrationDocument,
    "\n  mutation Register(\n    $token: String!\n    $forename: String!\n    $surname: String!\n    $password: String!\n    $passwordConfirmation: String!\n  ) {\n    register(\n      token: $token\n      forename: $forename\n      surname: $surname\n      password: $password\n      passwordConfirmation: $passwordConfirmation\n    ) {\n      ...LoginResultFields\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query Config {\n    config {\n      wspUrl\n      ltUrl\n      redisPrefix\n      enableOutboundPathways\n      version\n      attachTasksVersion\n      keepLockTime\n      environment\n      superUserToggleVisible\n      pharmacyBookingUrl\n      defaultIceQuestions {\n        question\n        question_type\n        required\n      }\n      openTokApiKey\n      googleMapsApiKey\n      kibanaUrl\n      visionLoginHelperUrl\n      visionLoginHelperClientId\n      visionKeys {\n        england\n        scotland\n        wales\n      }\n      validStaffDomains\n      dashboardIds {\n        feedback\n        fft\n        medicalConsultations\n        transactions\n        outcomes\n        usage\n        practice\n        arrive\n        workload\n      }\n      defaultEmailCopy {\n        inHours\n        outOfHours\n        override\n      }\n      defaultOnScreenCopy {\n        inHours\n        outOfHours\n      }\n    }\n  }\n": typeof types.ConfigDocument,
    "\n  query MainVersion {\n    version\n  }\n": typeof types.MainVersionDocument,
    "\n  mutation RecordIm1Transaction($input: TransactionLogInput!) {\n    recordIm1Transaction(input: $input) {\n      id\n    }\n  }\n": typeof types.RecordIm1TransactionDocument,
    "\n  query CrossOrganisationNavigation($wcmsId: ID!, $requestId: ID!) {\n    crossOrganisationNavigation(wcmsId: $wcmsId, requestId: $requestId) {\n      requestId\n      sharingConsent\n      sharingConsentRecordedBy\n      sharingConsentRecordedAt\n      destinations {\n        groupId\n        groupName\n        wcmsId\n        organisationName\n        agreement\n      }\n    }\n  }\n": typeof types.CrossOrganisationNavigationDocument,
    "\n  mutation RecordSharingConsent($wcmsId: ID!, $requestId: ID!, $consent: SharingConsent!) {\n    recordSharingConsent(wcmsId: $wcmsId, requestId: $requestId, consent: $consent) {\n      requestId\n      sharingConsent\n      sharingConsentRecordedBy\n      sharingConsentRecordedAt\n    }\n  }\n": typeof types.RecordSharingConsentDocument,
    "\n  mutation CareNavigateToOrganisation($wcmsId: ID!, $requestId: ID!, $groupId: ID!, $overrideReason: String) {\n    careNavigateToOrganisation(\n      wcmsId: $wcmsId\n      requestId: $requestId\n      groupId: $groupId\n      overrideReason: $overrideReason\n    ) {\n      requestId\n      wcmsId\n      organisationName\n      groupName\n    }\n  }\n": typeof types.CareNavigateToOrganisationDocument,
    "\n  query Announcements {\n    announcements {\n      id\n      title\n      body\n      link\n      published\n    }\n  }\n": typeof types.AnnouncementsDocument,
};
const documents: Documents = {
    "\n  query ComposerTemplates($wcmsId: ID!) {\n    composerTemplates(wcmsId: $wcmsId) {\n      id\n      scope\n      name\n      text\n    }\n  }\n": types.ComposerTemplatesDocument,
    "\n  query StaffNotifications($wcmsId: ID!, $userId: ID!) {\n    staffNotifications(wcmsId: $wcmsId, userId: $userId) {\n      id\n      messageId\n      subject\n      body\n      read\n      createdAt\n    }\n  }\n": types.StaffNotificationsDocument,
    "\n  query ClinicianNotifications($wcmsId: ID!) {\n    clinicianNotifications(wcmsId: $wcmsId) {\n      id\n      wcmsId\n      userId\n      attachTaskId\n      messageId\n      body\n      outboundRequestId\n      adhocVideoId\n      subject\n      read\n      createdAt\n    }\n  }\n": types.ClinicianNotificationsDocument,
    "\n  query Organisations($search: String) {\n    organisations(search: $search) {\n      wcmsId\n      name\n      clinicalSystem\n      role\n      features {\n        outbound\n        requests\n        totalTriage\n      }\n      twoFactorMandate\n    }\n  }\n": types.OrganisationsDocument,
    "\n  fragment PatientFields on Patient {\n    id\n    title\n    forename\n    surname\n    nhsNumber\n    dateOfBirth\n    sex\n    primaryEmail\n    primaryPhone\n    mobilePhone\n    workPhone\n    homeAddress {\n      address1\n      address2\n      address3\n      address4\n      address5\n      postcode\n    }\n  }\n": types.PatientFieldsFragmentDoc,
    "\n  query SearchPatient($wcmsId: ID!, $searchParameters: PatientSearchInput!) {\n    searchPatient(wcmsId: $wcmsId, searchParameters: $searchParameters) {\n      ...PatientFields\n    }\n  }\n": types.SearchPatientDocument,
    "\n  query GetPatient($wcmsId: ID!, $id: ID!) {\n    getPatient(wcmsId: $wcmsId, id: $id) {\n      ...PatientFields\n    }\n  }\n": types.GetPatientDocument,
    "\n  mutation PrefillPatientIdCache($wcmsId: ID!, $nhsNumber: String!) {\n    prefillPatientIdCache(wcmsId: $wcmsId, nhsNumber: $nhsNumber) {\n      nhsNumber\n      found\n    }\n  }\n": types.PrefillPatientIdCacheDocument,
    "\n  query StaffAlerts($wcmsId: ID!) {\n    staffAlerts(wcmsId: $wcmsId) {\n      id\n      wcmsId\n      title\n      message\n      severity\n      expiresOn\n      createdAt\n      acknowledgedAt\n    }\n  }\n": types.StaffAlertsDocument,
    "\n  mutation AcknowledgeStaffAlert($wcmsId: ID!, $alertId: ID!) {\n    acknowledgeStaffAlert(wcmsId: $wcmsId, alertId: $alertId) {\n      id\n      acknowledgedAt\n    }\n  }\n": types.AcknowledgeStaffAlertDocument,
    "\n  mutation StartAdhocVideo($id: ID!) {\n    startAdhocVideo(id: $id) {\n      patientDetails {\n        forename\n        surname\n        mobileNumbers\n      }\n      room\n      roomKey\n      wcmsId\n      patientNhsNumber\n    }\n  }\n": types.StartAdhocVideoDocument,
    "\n  mutation CompleteAdhocVideo($id: ID!) {\n    completeAdhocVideo(id: $id) {\n      id\n    }\n  }\n": types.CompleteAdhocVideoDocument,
    "\n  query VideoPatientSearch($wcmsId: ID!, $searchParameters: PatientSearchInput!) {\n    searchPatient(wcmsId: $wcmsId, searchParameters: $searchParameters) {\n      id\n      forename\n      surname\n      nhsNumber\n      dateOfBirth\n      mobilePhone\n    }\n  }\n": types.VideoPatientSearchDocument,
    "\n  query CanSendUnattached($wcmsId: ID!) {\n    canSendUnattached(wcmsId: $wcmsId)\n  }\n": types.CanSendUnattachedDocument,
    "\n  fragment ViewerFields on Viewer {\n    userId\n    email\n    forename\n    surname\n    isSuperUser\n    mayToggleSuperUserMode\n    organisations {\n      wcmsId\n      name\n      clinicalSystem\n      role\n      features {\n        outbound\n        requests\n        totalTriage\n      }\n      twoFactorMandate\n    }\n  }\n": types.ViewerFieldsFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      ...ViewerFields\n    }\n  }\n": types.ViewerDocument,
    "\n  fragment LoginResultFields on LoginResult {\n    bearerToken\n    refreshToken\n    userId\n    email\n    username\n    forename\n    surname\n    autoSignInGuid\n    twoFactorRequired\n    twoFactorSetupUri\n  }\n": types.LoginResultFieldsFragmentDoc,
    "\n  mutation Login(\n    $username: String!\n    $password: String!\n    $audit: AuditInput\n    $twoFactorCode: String\n    $twoFactorCodeType: TwoFactorCodeType\n    $twoFactorSetup: Boolean\n  ) {\n    login(\n      username: $username\n      password: $password\n      audit: $audit\n      twoFactorCode: $twoFactorCode\n      twoFactorCodeType: $twoFactorCodeType\n      twoFactorSetup: $twoFactorSetup\n    ) {\n      ...LoginResultFields\n    }\n  }\n": types.LoginDocument,
    "\n  query IsUsingVPN {\n    isUsingVPN\n  }\n": types.IsUsingVpnDocument,
    "\n  mutation Logout($application: String!, $userAgent: String!, $wcmsId: String!, $userId: ID!) {\n    logout(application: $application, userAgent: $userAgent, wcmsId: $wcmsId, userId: $userId) {\n      success\n    }\n  }\n": types.LogoutDocument,
    "\n  query GetStaff($wcmsId: ID!) {\n    getStaff(wcmsId: $wcmsId) {\n      id\n      appointmentStaffId\n      mnemonic\n      title\n      forename\n      surname\n      sex\n      active\n      consult\n    }\n  }\n": types.GetStaffDocument,
    "\n  query GetAppointmentSlotTypes($wcmsId: ID!) {\n    getAppointmentSlotTypes(wcmsId: $wcmsId) {\n      id\n      name\n    }\n  }\n": types.GetAppointmentSlotTypesDocument,
    "\n  query GetAvailableAppointments(\n    $wcmsId: ID!\n    $startTime: DateTime!\n    $endTime: DateTime!\n    $staffIds: [ID!]\n    $slotTypeIds: [ID!]\n    $includePast: Boolean\n  ) {\n    getAvailableAppointments(\n      wcmsId: $wcmsId\n      startTime: $startTime\n      endTime: $endTime\n      staffIds: $staffIds\n      slotTypeIds: $slotTypeIds\n      includePast: $includePast\n    ) {\n      id\n      startTime\n      duration\n      type\n      session\n      status\n      consultingStaffId\n      consultingStaff\n      isTelephoneAppointment\n      isVideoAppointment\n    }\n  }\n": types.GetAvailableAppointmentsDocument,
    "\n  query GetPatientAppointments($wcmsId: ID!, $nhsNumber: String!) {\n    getPatientAppointments(wcmsId: $wcmsId, nhsNumber: $nhsNumber) {\n      id\n      startTime\n      duration\n      type\n      status\n      consultingStaff\n    }\n  }\n": types.GetPatientAppointmentsDocument,
    "\n  mutation BookAppointment($wcmsId: ID!, $appointmentId: ID!, $nhsNumber: String!, $duration: Int, $type: String) {\n    bookAppointment(\n      wcmsId: $wcmsId\n      appointmentId: $appointmentId\n      nhsNumber: $nhsNumber\n      duration: $duration\n      type: $type\n    ) {\n      id\n      startTime\n      status\n      consultingStaff\n      patient {\n        id\n      }\n    }\n  }\n": types.BookAppointmentDocument,
    "\n  fragment ClinicalCodeFields on ClinicalCode {\n    scheme\n    value\n    term\n    descriptionId\n    description\n    notes\n    isFreeText\n    dataValue {\n      value\n      uom\n    }\n  }\n": types.ClinicalCodeFieldsFragmentDoc,
    "\n  query GetTasks($wcmsId: ID!, $vixieVersion: Int, $clinicalSystem: ClinicalSystem, $patientId: String) {\n    getTasks(wcmsId: $wcmsId, vixieVersion: $vixieVersion, clinicalSystem: $clinicalSystem, patientId: $patientId) {\n      _embedded {\n        queued_messages {\n          entity_id\n          id\n          wcms_id\n          patient_id\n          nhs_number\n          title\n          heading\n          detail\n          date_attached\n          date_completed\n          staff_id\n          staff_guid\n          report_file\n          clinical_system\n          vixie_version\n          type\n          urls {\n            url\n            comments\n          }\n          attachments {\n            id\n            name\n            primary\n          }\n          code {\n            ...ClinicalCodeFields\n          }\n          additional_codes {\n            ...ClinicalCodeFields\n          }\n        }\n      }\n    }\n  }\n": types.GetTasksDocument,
    "\n  mutation SendUnattachedItem($wcmsId: ID!, $taskId: ID!) {\n    sendUnattachedItem(wcmsId: $wcmsId, taskId: $taskId) {\n      id\n    }\n  }\n": types.SendUnattachedItemDocument,
    "\n  query ConsoleAccess($wcmsId: ID!) {\n    consoleAccess(wcmsId: $wcmsId) {\n      wcmsId\n      organisationName\n      clinicalSystem\n      canOpen\n      level\n    }\n  }\n": types.ConsoleAccessDocument,
    "\n  mutation UpdateClinicianNotifications($wcmsId: ID!, $read: Boolean!) {\n    updateClinicianNotifications(wcmsId: $wcmsId, read: $read) {\n      id\n      read\n    }\n  }\n": types.UpdateClinicianNotificationsDocument,
    "\n  mutation SendFeedback($wcmsId: ID!, $page: String!, $comment: String!) {\n    sendFeedback(wcmsId: $wcmsId, page: $page, comment: $comment)\n  }\n": types.SendFeedbackDocument,
    "\n  mutation SetSuperUserMode($on: Boolean!) {\n    setSuperUserMode(on: $on) {\n      ...ViewerFields\n    }\n  }\n": types.SetSuperUserModeDocument,
    "\n  query PersonalTemplates {\n    personalTemplates {\n      id\n      scope\n      name\n      text\n      updatedAt\n    }\n  }\n": types.PersonalTemplatesDocument,
    "\n  query OrganisationTemplates($wcmsId: ID!) {\n    organisationTemplates(wcmsId: $wcmsId) {\n      id\n      scope\n      name\n      text\n      updatedAt\n    }\n  }\n": types.OrganisationTemplatesDocument,
    "\n  mutation CreatePersonalTemplate($input: MessageTemplateInput!) {\n    createPersonalTemplate(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreatePersonalTemplateDocument,
    "\n  mutation UpdatePersonalTemplate($id: ID!, $input: MessageTemplateInput!) {\n    updatePersonalTemplate(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": types.UpdatePersonalTemplateDocument,
    "\n  mutation DeletePersonalTemplate($id: ID!) {\n    deletePersonalTemplate(id: $id)\n  }\n": types.DeletePersonalTemplateDocument,
    "\n  mutation CreateOrganisationTemplate($wcmsId: ID!, $input: MessageTemplateInput!) {\n    createOrganisationTemplate(wcmsId: $wcmsId, input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateOrganisationTemplateDocument,
    "\n  mutation UpdateOrganisationTemplate($wcmsId: ID!, $id: ID!, $input: MessageTemplateInput!) {\n    updateOrganisationTemplate(wcmsId: $wcmsId, id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": types.UpdateOrganisationTemplateDocument,
    "\n  mutation DeleteOrganisationTemplate($wcmsId: ID!, $id: ID!) {\n    deleteOrganisationTemplate(wcmsId: $wcmsId, id: $id)\n  }\n": types.DeleteOrganisationTemplateDocument,
    "\n  mutation StartVisionLogin($wcmsId: ID!, $redirectUri: String!) {\n    startVisionLogin(wcmsId: $wcmsId, redirectUri: $redirectUri) {\n      url\n    }\n  }\n": types.StartVisionLoginDocument,
    "\n  mutation CompleteVisionLogin($state: String!, $code: String, $error: String) {\n    completeVisionLogin(state: $state, code: $code, error: $error) {\n      wcmsId\n      visionUser\n      linkedAt\n    }\n  }\n": types.CompleteVisionLoginDocument,
    "\n  query ConsoleArrivals($wcmsId: ID!) {\n    consoleArrivals(wcmsId: $wcmsId) {\n      waitingAreas {\n        id\n        name\n        instructions\n      }\n      schedules {\n        id\n        staffId\n        weekday\n        allDay\n        start\n        end\n        waitingAreaId\n      }\n      touchscreens {\n        id\n        name\n        code\n        infoMessage\n        minutesEarly\n        minutesLate\n        licence\n        devices\n        location\n        locationLock\n        questions\n        reviewResponse\n        healthPod\n      }\n      staff {\n        id\n        name\n      }\n      locations\n    }\n  }\n": types.ConsoleArrivalsDocument,
    "\n  query ConsoleCallScreens($wcmsId: ID!) {\n    consoleCallScreens(wcmsId: $wcmsId) {\n      screens {\n        id\n        name\n        code\n        notificationSound\n        announce\n        nameFormat\n        devices\n      }\n      newsItems {\n        id\n        text\n        expiresOn\n        screenIds\n      }\n    }\n  }\n": types.ConsoleCallScreensDocument,
    "\n  mutation SaveWaitingArea($wcmsId: ID!, $id: ID, $input: WaitingAreaInput!) {\n    saveWaitingArea(wcmsId: $wcmsId, id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": types.SaveWaitingAreaDocument,
    "\n  mutation DeleteWaitingArea($wcmsId: ID!, $id: ID!) {\n    deleteWaitingArea(wcmsId: $wcmsId, id: $id)\n  }\n": types.DeleteWaitingAreaDocument,
    "\n  mutation SaveStaffSchedule($wcmsId: ID!, $id: ID, $input: StaffScheduleInput!) {\n    saveStaffSchedule(wcmsId: $wcmsId, id: $id, input: $input) {\n      id\n    }\n  }\n": types.SaveStaffScheduleDocument,
    "\n  mutation DeleteStaffSchedule($wcmsId: ID!, $id: ID!) {\n    deleteStaffSchedule(wcmsId: $wcmsId, id: $id)\n  }\n": types.DeleteStaffScheduleDocument,
    "\n  mutation SaveTouchscreen($wcmsId: ID!, $id: ID, $input: TouchscreenInput!) {\n    saveTouchscreen(wcmsId: $wcmsId, id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": types.SaveTouchscreenDocument,
    "\n  mutation DeleteTouchscreen($wcmsId: ID!, $id: ID!) {\n    deleteTouchscreen(wcmsId: $wcmsId, id: $id)\n  }\n": types.DeleteTouchscreenDocument,
    "\n  mutation SaveTvScreen($wcmsId: ID!, $id: ID, $input: TvScreenInput!) {\n    saveTvScreen(wcmsId: $wcmsId, id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": types.SaveTvScreenDocument,
    "\n  mutation DeleteTvScreen($wcmsId: ID!, $id: ID!) {\n    deleteTvScreen(wcmsId: $wcmsId, id: $id)\n  }\n": types.DeleteTvScreenDocument,
    "\n  mutation SaveNewsItem($wcmsId: ID!, $id: ID, $input: NewsItemInput!) {\n    saveNewsItem(wcmsId: $wcmsId, id: $id, input: $input) {\n      id\n      text\n    }\n  }\n": types.SaveNewsItemDocument,
    "\n  mutation DeleteNewsItem($wcmsId: ID!, $id: ID!) {\n    deleteNewsItem(wcmsId: $wcmsId, id: $id)\n  }\n": types.DeleteNewsItemDocument,
    "\n  query Report($wcmsId: ID!, $tab: ReportTab!, $from: String!, $to: String!, $search: String) {\n    report(wcmsId: $wcmsId, tab: $tab, from: $from, to: $to, search: $search) {\n      tab\n      from\n      to\n      previousFrom\n      previousTo\n      figures {\n        key\n        unit\n        value\n        previous\n      }\n      tables {\n        key\n        kind\n        unit\n        rows {\n          label\n          value\n          previous\n        }\n      }\n      comments {\n        at\n        category\n        text\n      }\n    }\n  }\n": types.ReportDocument,
    "\n  query ClinicalAgents($wcmsId: ID!) {\n    clinicalAgents(wcmsId: $wcmsId) {\n      id\n      hostname\n      lastSeen\n      approved\n    }\n  }\n": types.ClinicalAgentsDocument,
    "\n  mutation ApproveClinicalAgent($wcmsId: ID!, $id: ID!) {\n    approveClinicalAgent(wcmsId: $wcmsId, id: $id) {\n      id\n      hostname\n      lastSeen\n      approved\n    }\n  }\n": types.ApproveClinicalAgentDocument,
    "\n  mutation DeleteClinicalAgent($wcmsId: ID!, $id: ID!) {\n    deleteClinicalAgent(wcmsId: $wcmsId, id: $id)\n  }\n": types.DeleteClinicalAgentDocument,
    "\n  query ConsoleDefaultAttachStaff($wcmsId: ID!) {\n    defaultAttachStaff(wcmsId: $wcmsId) {\n      id\n      staffId\n      staffGuid\n      name\n      clinicalSystem\n    }\n  }\n": types.ConsoleDefaultAttachStaffDocument,
    "\n  mutation ConsoleUpdateDefaultAttachStaff($input: DefaultAttachStaffInput!) {\n    updateDefaultAttachStaff(input: $input) {\n      id\n      staffId\n      staffGuid\n      name\n      clinicalSystem\n    }\n  }\n": types.ConsoleUpdateDefaultAttachStaffDocument,
    "\n  query ClinicalServerDetails($wcmsId: ID!) {\n    clinicalServerDetails(wcmsId: $wcmsId) {\n      ip\n      database\n      gatewayHost\n      port\n      server\n      siteCode\n      username\n      passwordSet\n      apiPasswordSet\n    }\n  }\n": types.ClinicalServerDetailsDocument,
    "\n  mutation UpdateClinicalServerDetails($wcmsId: ID!, $input: ClinicalServerDetailsInput!) {\n    updateClinicalServerDetails(wcmsId: $wcmsId, input: $input) {\n      ip\n      database\n      gatewayHost\n      port\n      server\n      siteCode\n      username\n      passwordSet\n      apiPasswordSet\n    }\n  }\n": types.UpdateClinicalServerDetailsDocument,
    "\n  query MobileArrivalSettings($wcmsId: ID!) {\n    mobileArrivalSettings(wcmsId: $wcmsId) {\n      enabled\n      infoMessage\n      mapTilesUrl\n      locations {\n        id\n        appointmentLocation\n        latitude\n        longitude\n        distanceMetres\n      }\n    }\n  }\n": types.MobileArrivalSettingsDocument,
    "\n  mutation SaveMobileArrivalSettings($wcmsId: ID!, $input: MobileArrivalSettingsInput!) {\n    saveMobileArrivalSettings(wcmsId: $wcmsId, input: $input) {\n      enabled\n      infoMessage\n      mapTilesUrl\n      locations {\n        id\n        appointmentLocation\n        latitude\n        longitude\n        distanceMetres\n      }\n    }\n  }\n": types.SaveMobileArrivalSettingsDocument,
    "\n  query ConsoleDataSharingAgreements($wcmsId: ID!) {\n    consoleDataSharingAgreements(wcmsId: $wcmsId) {\n      id\n      side\n      status\n      proposerWcmsId\n      proposerName\n      recipientWcmsId\n      recipientName\n      proposedBy\n      proposedAt\n      decidedBy\n      decidedAt\n      endedBy\n      endedAt\n      canAccept\n      canRefuse\n      canEnd\n    }\n  }\n": types.ConsoleDataSharingAgreementsDocument,
    "\n  mutation ProposeDataSharingAgreement($wcmsId: ID!, $recipientWcmsId: String!) {\n    proposeDataSharingAgreement(wcmsId: $wcmsId, recipientWcmsId: $recipientWcmsId) {\n      id\n      recipientName\n    }\n  }\n": types.ProposeDataSharingAgreementDocument,
    "\n  mutation DecideDataSharingAgreement($wcmsId: ID!, $agreementId: ID!, $decision: DataSharingDecision!) {\n    decideDataSharingAgreement(wcmsId: $wcmsId, agreementId: $agreementId, decision: $decision) {\n      id\n      status\n    }\n  }\n": types.DecideDataSharingAgreementDocument,
    "\n  mutation EndDataSharingAgreement($wcmsId: ID!, $agreementId: ID!) {\n    endDataSharingAgreement(wcmsId: $wcmsId, agreementId: $agreementId) {\n      id\n      status\n    }\n  }\n": types.EndDataSharingAgreementDocument,
    "\n  query InformationGovernance($wcmsId: ID!) {\n    informationGovernance(wcmsId: $wcmsId) {\n      wcmsId\n      client {\n        value\n        unit\n      }\n      consult {\n        value\n        unit\n      }\n    }\n  }\n": types.InformationGovernanceDocument,
    "\n  query RetentionDeletionPreview($wcmsId: ID!, $input: InformationGovernanceInput!) {\n    retentionDeletionPreview(wcmsId: $wcmsId, input: $input) {\n      requests\n      consults\n    }\n  }\n": types.RetentionDeletionPreviewDocument,
    "\n  mutation UpdateInformationGovernance($wcmsId: ID!, $input: InformationGovernanceInput!) {\n    updateInformationGovernance(wcmsId: $wcmsId, input: $input) {\n      wcmsId\n      client {\n        value\n        unit\n      }\n      consult {\n        value\n        unit\n      }\n    }\n  }\n": types.UpdateInformationGovernanceDocument,
    "\n  fragment PortalSettingsFields on PortalSettings {\n    wcmsId\n    categories {\n      id\n      title\n      services {\n        id\n        type\n        title\n        subtext\n        link\n        loggedInOnly\n        infoText\n      }\n    }\n    pharmacyConditions\n  }\n": types.PortalSettingsFieldsFragmentDoc,
    "\n  query PortalSettings($wcmsId: ID!) {\n    portalSettings(wcmsId: $wcmsId) {\n      ...PortalSettingsFields\n    }\n  }\n": types.PortalSettingsDocument,
    "\n  mutation CreatePortalCategory($wcmsId: ID!, $title: String!) {\n    createPortalCategory(wcmsId: $wcmsId, title: $title) {\n      ...PortalSettingsFields\n    }\n  }\n": types.CreatePortalCategoryDocument,
    "\n  mutation RenamePortalCategory($wcmsId: ID!, $categoryId: ID!, $title: String!) {\n    renamePortalCategory(wcmsId: $wcmsId, categoryId: $categoryId, title: $title) {\n      ...PortalSettingsFields\n    }\n  }\n": types.RenamePortalCategoryDocument,
    "\n  mutation DeletePortalCategory($wcmsId: ID!, $categoryId: ID!) {\n    deletePortalCategory(wcmsId: $wcmsId, categoryId: $categoryId) {\n      ...PortalSettingsFields\n    }\n  }\n": types.DeletePortalCategoryDocument,
    "\n  mutation MovePortalCategory($wcmsId: ID!, $categoryId: ID!, $direction: PortalMoveDirection!) {\n    movePortalCategory(wcmsId: $wcmsId, categoryId: $categoryId, direction: $direction) {\n      ...PortalSettingsFields\n    }\n  }\n": types.MovePortalCategoryDocument,
    "\n  mutation CreatePortalService($wcmsId: ID!, $categoryId: ID!, $input: PortalServiceInput!) {\n    createPortalService(wcmsId: $wcmsId, categoryId: $categoryId, input: $input) {\n      ...PortalSettingsFields\n    }\n  }\n": types.CreatePortalServiceDocument,
    "\n  mutation UpdatePortalService($wcmsId: ID!, $serviceId: ID!, $input: PortalServiceInput!) {\n    updatePortalService(wcmsId: $wcmsId, serviceId: $serviceId, input: $input) {\n      ...PortalSettingsFields\n    }\n  }\n": types.UpdatePortalServiceDocument,
    "\n  mutation DeletePortalService($wcmsId: ID!, $serviceId: ID!) {\n    deletePortalService(wcmsId: $wcmsId, serviceId: $serviceId) {\n      ...PortalSettingsFields\n    }\n  }\n": types.DeletePortalServiceDocument,
    "\n  mutation MovePortalService($wcmsId: ID!, $serviceId: ID!, $direction: PortalMoveDirection!) {\n    movePortalService(wcmsId: $wcmsId, serviceId: $serviceId, direction: $direction) {\n      ...PortalSettingsFields\n    }\n  }\n": types.MovePortalServiceDocument,
    "\n  mutation SetPharmacyConditions($wcmsId: ID!, $conditions: [PharmacyCondition!]!) {\n    setPharmacyConditions(wcmsId: $wcmsId, conditions: $conditions) {\n      ...PortalSettingsFields\n    }\n  }\n": types.SetPharmacyConditionsDocument,
    "\n  query FftSettings($wcmsId: ID!) {\n    fftSettings(wcmsId: $wcmsId) {\n      requestTypes\n      sendDelayDays\n      appointmentOption\n      invitationMethod\n    }\n  }\n": types.FftSettingsDocument,
    "\n  mutation SaveFftSettings($wcmsId: ID!, $input: FftSettingsInput!) {\n    saveFftSettings(wcmsId: $wcmsId, input: $input) {\n      requestTypes\n      sendDelayDays\n      appointmentOption\n      invitationMethod\n    }\n  }\n": types.SaveFftSettingsDocument,
    "\n  query ConsoleOutcomes($wcmsId: ID!) {\n    consoleOutcomes(wcmsId: $wcmsId)\n  }\n": types.ConsoleOutcomesDocument,
    "\n  mutation SaveOutcomes($wcmsId: ID!, $outcomes: [String!]!) {\n    saveOutcomes(wcmsId: $wcmsId, outcomes: $outcomes)\n  }\n": types.SaveOutcomesDocument,
    "\n  query ConsoleAdminQueryTypes($wcmsId: ID!) {\n    consoleAdminQueryTypes(wcmsId: $wcmsId)\n  }\n": types.ConsoleAdminQueryTypesDocument,
    "\n  mutation SaveAdminQueryTypes($wcmsId: ID!, $adminQueryTypes: [String!]!) {\n    saveAdminQueryTypes(wcmsId: $wcmsId, adminQueryTypes: $adminQueryTypes)\n  }\n": types.SaveAdminQueryTypesDocument,
    "\n  query ConsoleTranslation($wcmsId: ID!) {\n    consoleTranslation(wcmsId: $wcmsId) {\n      wcmsId\n      enabled\n    }\n  }\n": types.ConsoleTranslationDocument,
    "\n  mutation SaveTranslationSettings($wcmsId: ID!, $enabled: Boolean!) {\n    saveTranslationSettings(wcmsId: $wcmsId, enabled: $enabled) {\n      wcmsId\n      enabled\n    }\n  }\n": types.SaveTranslationSettingsDocument,
    "\n  query ConsoleDailyLimits($wcmsId: ID!) {\n    consoleDailyLimits(wcmsId: $wcmsId) {\n      requestType\n      limit\n      usedToday\n    }\n  }\n": types.ConsoleDailyLimitsDocument,
    "\n  mutation SaveDailyLimits($wcmsId: ID!, $limits: [DailyLimitInput!]!) {\n    saveDailyLimits(wcmsId: $wcmsId, limits: $limits) {\n      requestType\n      limit\n      usedToday\n    }\n  }\n": types.SaveDailyLimitsDocument,
    "\n  query ConsoleServiceHours($wcmsId: ID!) {\n    consoleServiceHours(wcmsId: $wcmsId) {\n      wcmsId\n      days {\n        day\n        start\n        finish\n      }\n      inHoursNow\n    }\n  }\n": types.ConsoleServiceHoursDocument,
    "\n  mutation SaveServiceHours($wcmsId: ID!, $days: [ServiceHoursDayInput!]!) {\n    saveServiceHours(wcmsId: $wcmsId, days: $days) {\n      wcmsId\n      days {\n        day\n        start\n        finish\n      }\n      inHoursNow\n    }\n  }\n": types.SaveServiceHoursDocument,
    "\n  query ConsoleConfirmationMessages($wcmsId: ID!) {\n    consoleConfirmationMessages(wcmsId: $wcmsId) {\n      wcmsId\n      inHoursScreen\n      outOfHoursScreen\n      inHoursEmail\n      outOfHoursEmail\n    }\n  }\n": types.ConsoleConfirmationMessagesDocument,
    "\n  mutation SaveConfirmationMessages($wcmsId: ID!, $messages: ConfirmationMessagesInput!) {\n    saveConfirmationMessages(wcmsId: $wcmsId, messages: $messages) {\n      wcmsId\n      inHoursScreen\n      outOfHoursScreen\n      inHoursEmail\n      outOfHoursEmail\n    }\n  }\n": types.SaveConfirmationMessagesDocument,
    "\n  query TotalTriageConsoleSettings($wcmsId: ID!) {\n    totalTriageConsoleSettings(wcmsId: $wcmsId) {\n      available\n      enabled\n      minimumPatientAge\n      preferences {\n        text\n        requestType\n      }\n    }\n  }\n": types.TotalTriageConsoleSettingsDocument,
    "\n  mutation SaveTotalTriageSettings($wcmsId: ID!, $input: TotalTriageSettingsInput!) {\n    saveTotalTriageSettings(wcmsId: $wcmsId, input: $input) {\n      available\n      enabled\n      minimumPatientAge\n      preferences {\n        text\n        requestType\n      }\n    }\n  }\n": types.SaveTotalTriageSettingsDocument,
    "\n  query CareNavigationEditor($wcmsId: ID!) {\n    careNavigationEditor(wcmsId: $wcmsId) {\n      rules {\n        id\n        name\n        requestType\n        patients\n        medicalProblem\n        adminQuery\n        healthData\n        questionnaire\n        minAge\n        minAgeUnit\n        maxAge\n        maxAgeUnit\n        priority\n        routeGroupId\n        routeGroupName\n        routeGroupActive\n        enabled\n        position\n      }\n      groups {\n        id\n        name\n      }\n      medicalProblems\n      adminQueryTypes\n    }\n  }\n": types.CareNavigationEditorDocument,
    "\n  mutation SaveCareNavigationRule($wcmsId: ID!, $id: ID, $input: CareNavigationRuleInput!) {\n    saveCareNavigationRule(wcmsId: $wcmsId, id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": types.SaveCareNavigationRuleDocument,
    "\n  mutation DeleteCareNavigationRule($wcmsId: ID!, $id: ID!) {\n    deleteCareNavigationRule(wcmsId: $wcmsId, id: $id)\n  }\n": types.DeleteCareNavigationRuleDocument,
    "\n  mutation ReorderCareNavigationRules($wcmsId: ID!, $ids: [ID!]!) {\n    reorderCareNavigationRules(wcmsId: $wcmsId, ids: $ids) {\n      id\n    }\n  }\n": types.ReorderCareNavigationRulesDocument,
    "\n  query TryCareNavigation($wcmsId: ID!, $input: CareNavigationTryInput!) {\n    tryCareNavigation(wcmsId: $wcmsId, input: $input) {\n      ruleId\n      ruleName\n      groupName\n      priority\n    }\n  }\n": types.TryCareNavigationDocument,
    "\n  query ConsoleWorkload($wcmsId: ID!) {\n    consoleWorkload(wcmsId: $wcmsId) {\n      wcmsId\n      today {\n        received\n        completed\n      }\n      week {\n        received\n        completed\n      }\n      open\n      byGroup {\n        groupId\n        name\n        open\n      }\n      byAssignee {\n        userId\n        name\n        open\n      }\n      oldestWaiting\n      dailyLimits {\n        requestType\n        limit\n        usedToday\n      }\n    }\n  }\n": types.ConsoleWorkloadDocument,
    "\n  query OrganisationTwoFactor {\n    organisations {\n      wcmsId\n      name\n      role\n      twoFactorMandate\n    }\n  }\n": types.OrganisationTwoFactorDocument,
    "\n  mutation SetTwoFactorMandate($wcmsId: ID!, $method: TwoFactorCodeType) {\n    setTwoFactorMandate(wcmsId: $wcmsId, method: $method) {\n      wcmsId\n      twoFactorMandate\n    }\n  }\n": types.SetTwoFactorMandateDocument,
    "\n  query ConsoleCovering($wcmsId: ID!, $userId: ID!) {\n    consoleCovering(wcmsId: $wcmsId, userId: $userId) {\n      userId\n      groups {\n        id\n        name\n        covered\n      }\n      colleagues {\n        userId\n        name\n        covered\n      }\n    }\n  }\n": types.ConsoleCoveringDocument,
    "\n  mutation SetStaffCovering($wcmsId: ID!, $userId: ID!, $groupIds: [ID!]!, $colleagueIds: [ID!]!) {\n    setStaffCovering(wcmsId: $wcmsId, userId: $userId, groupIds: $groupIds, colleagueIds: $colleagueIds) {\n      userId\n    }\n  }\n": types.SetStaffCoveringDocument,
    "\n  query ConsoleGroups($wcmsId: ID!) {\n    consoleGroups(wcmsId: $wcmsId) {\n      id\n      name\n      kind\n      active\n      members {\n        userId\n        name\n      }\n      sharedWith {\n        wcmsId\n        name\n        restrictedView\n      }\n      sharedBy {\n        wcmsId\n        name\n        restrictedView\n      }\n    }\n  }\n": types.ConsoleGroupsDocument,
    "\n  mutation CreateGroup($wcmsId: ID!, $name: String!) {\n    createGroup(wcmsId: $wcmsId, name: $name) {\n      id\n      name\n    }\n  }\n": types.CreateGroupDocument,
    "\n  mutation RenameGroup($wcmsId: ID!, $groupId: ID!, $name: String!) {\n    renameGroup(wcmsId: $wcmsId, groupId: $groupId, name: $name) {\n      id\n      name\n    }\n  }\n": types.RenameGroupDocument,
    "\n  mutation SetGroupActive($wcmsId: ID!, $groupId: ID!, $active: Boolean!) {\n    setGroupActive(wcmsId: $wcmsId, groupId: $groupId, active: $active) {\n      id\n      active\n    }\n  }\n": types.SetGroupActiveDocument,
    "\n  mutation SetGroupMembers($wcmsId: ID!, $groupId: ID!, $userIds: [ID!]!) {\n    setGroupMembers(wcmsId: $wcmsId, groupId: $groupId, userIds: $userIds) {\n      id\n    }\n  }\n": types.SetGroupMembersDocument,
    "\n  mutation ShareGroup($wcmsId: ID!, $groupId: ID!, $organisationIds: [ID!]!) {\n    shareGroup(wcmsId: $wcmsId, groupId: $groupId, organisationIds: $organisationIds) {\n      succeeded {\n        wcmsId\n        name\n      }\n      failed {\n        wcmsId\n        name\n        reason\n      }\n    }\n  }\n": types.ShareGroupDocument,
    "\n  query ConsoleStaff($wcmsId: ID!) {\n    consoleStaff(wcmsId: $wcmsId) {\n      userId\n      email\n      displayName\n      canAcceptRequests\n      consoleAccess\n      usedInternally\n      registered\n      sharedWith {\n        wcmsId\n        name\n        restrictedView\n      }\n      sharedBy {\n        wcmsId\n        name\n        restrictedView\n      }\n    }\n  }\n": types.ConsoleStaffDocument,
    "\n  mutation InviteStaffMember($wcmsId: ID!, $input: InviteStaffInput!) {\n    inviteStaffMember(wcmsId: $wcmsId, input: $input) {\n      userId\n      displayName\n    }\n  }\n": types.InviteStaffMemberDocument,
    "\n  mutation UpdateStaffMember($wcmsId: ID!, $userId: ID!, $input: StaffMemberInput!) {\n    updateStaffMember(wcmsId: $wcmsId, userId: $userId, input: $input) {\n      userId\n      displayName\n      canAcceptRequests\n      consoleAccess\n      usedInternally\n    }\n  }\n": types.UpdateStaffMemberDocument,
    "\n  mutation ShareStaffMember($wcmsId: ID!, $userId: ID!, $organisationIds: [ID!]!) {\n    shareStaffMember(wcmsId: $wcmsId, userId: $userId, organisationIds: $organisationIds) {\n      succeeded {\n        wcmsId\n        name\n      }\n      failed {\n        wcmsId\n        name\n        reason\n      }\n    }\n  }\n": types.ShareStaffMemberDocument,
    "\n  mutation RemoveStaffMember($wcmsId: ID!, $userId: ID!) {\n    removeStaffMember(wcmsId: $wcmsId, userId: $userId)\n  }\n": types.RemoveStaffMemberDocument,
    "\n  query PatientPortal($wcmsId: ID!) {\n    patientPortal(wcmsId: $wcmsId) {\n      wcmsId\n      practiceName\n      hiddenForGuests\n      pharmacyConditions\n      pharmacyBookingUrl\n      categories {\n        id\n        title\n        services {\n          id\n          type\n          title\n          subtext\n          link\n          infoText\n        }\n      }\n    }\n  }\n": types.PatientPortalDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  query BookingLinks($wcmsId: ID!) {\n    bookingLinks(wcmsId: $wcmsId) {\n      id\n      patientName\n      nhsNumber\n      mobile\n      appointmentType\n      clinician\n      location\n      practice\n      expiresOn\n      sentAt\n      status\n      appointment {\n        id\n        startTime\n        duration\n      }\n    }\n  }\n": types.BookingLinksDocument,
    "\n  query BookingLinkOptions($wcmsId: ID!) {\n    getAppointmentSlotTypes(wcmsId: $wcmsId) {\n      id\n      name\n    }\n    getStaff(wcmsId: $wcmsId) {\n      id\n      title\n      forename\n      surname\n      active\n      consult\n    }\n  }\n": types.BookingLinkOptionsDocument,
    "\n  mutation SendBookingLink($wcmsId: ID!, $input: SendBookingLinkInput!) {\n    sendBookingLink(wcmsId: $wcmsId, input: $input) {\n      id\n      mobile\n      status\n    }\n  }\n": types.SendBookingLinkDocument,
    "\n  query ArrivedPatients($wcmsId: ID!) {\n    arrivedPatients(wcmsId: $wcmsId) {\n      id\n      appointmentId\n      appointmentStart\n      patientName\n      method\n      arrivedAt\n      calledAt\n      waitingArea\n      readings {\n        systolic\n        diastolic\n        weight\n        height\n      }\n      responses {\n        question\n        answer\n      }\n    }\n  }\n": types.ArrivedPatientsDocument,
    "\n  mutation CallArrivedPatient($wcmsId: ID!, $arrivalId: ID!) {\n    callArrivedPatient(wcmsId: $wcmsId, arrivalId: $arrivalId) {\n      id\n      calledAt\n    }\n  }\n": types.CallArrivedPatientDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {\n    resetPassword(token: $token, password: $password, passwordConfirmation: $passwordConfirmation)\n  }\n": types.ResetPasswordDocument,
    "\n  query UnattachedItems($wcmsId: ID!) {\n    unattachedItems(wcmsId: $wcmsId) {\n      taskId\n      messageId\n      wcmsId\n      type\n      title\n      attempts\n      lastError\n      nhsInvalid\n      failedAt\n    }\n  }\n": types.UnattachedItemsDocument,
    "\n  mutation DeleteUnattachedRequest($wcmsId: ID!, $messageId: ID!) {\n    deleteUnattachedRequest(wcmsId: $wcmsId, messageId: $messageId) {\n      entityId\n      wcmsId\n    }\n  }\n": types.DeleteUnattachedRequestDocument,
    "\n  mutation DeleteRetryTasks($wcmsId: ID!, $messageId: ID!) {\n    deleteRetryTasks(wcmsId: $wcmsId, messageId: $messageId) {\n      entityId\n      wcmsId\n    }\n  }\n": types.DeleteRetryTasksDocument,
    "\n  mutation UploadAlerts($rows: [AlertRowInput!]!) {\n    uploadAlerts(rows: $rows) {\n      uploadId\n      count\n      organisations\n    }\n  }\n": types.UploadAlertsDocument,
    "\n  query Registration($token: String!) {\n    registration(token: $token) {\n      email\n      organisationName\n      forename\n      surname\n    }\n  }\n": types.RegistrationDocument,
    "\n  mutation Register(\n    $token: String!\n    $forename: String!\n    $surname: String!\n    $password: String!\n    $passwordConfirmation: String!\n  ) {\n    register(\n      token: $token\n      forename: $forename\n      surname: $surname\n      password: $password\n      passwordConfirmation: $passwordConfirmation\n    ) {\n      ...LoginResultFields\n    }\n  }\n": types.RegisterDocument,
    "\n  query Config {\n    config {\n      wspUrl\n      ltUrl\n      redisPrefix\n      enableOutboundPathways\n      version\n      attachTasksVersion\n      keepLockTime\n      environment\n      superUserToggleVisible\n      pharmacyBookingUrl\n      defaultIceQuestions {\n        question\n        question_type\n        required\n      }\n      openTokApiKey\n      googleMapsApiKey\n      kibanaUrl\n      visionLoginHelperUrl\n      visionLoginHelperClientId\n      visionKeys {\n        england\n        scotland\n        wales\n      }\n      validStaffDomains\n      dashboardIds {\n        feedback\n        fft\n        medicalConsultations\n        transactions\n        outcomes\n        usage\n        practice\n        arrive\n        workload\n      }\n      defaultEmailCopy {\n        inHours\n        outOfHours\n        override\n      }\n      defaultOnScreenCopy {\n        inHours\n        outOfHours\n      }\n    }\n  }\n": types.ConfigDocument,
    "\n  query MainVersion {\n    version\n  }\n": types.MainVersionDocument,
    "\n  mutation RecordIm1Transaction($input: TransactionLogInput!) {\n    recordIm1Transaction(input: $input) {\n      id\n    }\n  }\n": types.RecordIm1TransactionDocument,
    "\n  query CrossOrganisationNavigation($wcmsId: ID!, $requestId: ID!) {\n    crossOrganisationNavigation(wcmsId: $wcmsId, requestId: $requestId) {\n      requestId\n      sharingConsent\n      sharingConsentRecordedBy\n      sharingConsentRecordedAt\n      destinations {\n        groupId\n        groupName\n        wcmsId\n        organisationName\n        agreement\n      }\n    }\n  }\n": types.CrossOrganisationNavigationDocument,
    "\n  mutation RecordSharingConsent($wcmsId: ID!, $requestId: ID!, $consent: SharingConsent!) {\n    recordSharingConsent(wcmsId: $wcmsId, requestId: $requestId, consent: $consent) {\n      requestId\n      sharingConsent\n      sharingConsentRecordedBy\n      sharingConsentRecordedAt\n    }\n  }\n": types.RecordSharingConsentDocument,
    "\n  mutation CareNavigateToOrganisation($wcmsId: ID!, $requestId: ID!, $groupId: ID!, $overrideReason: String) {\n    careNavigateToOrganisation(\n      wcmsId: $wcmsId\n      requestId: $requestId\n      groupId: $groupId\n      overrideReason: $overrideReason\n    ) {\n      requestId\n      wcmsId\n      organisationName\n      groupName\n    }\n  }\n": types.CareNavigateToOrganisationDocument,
    "\n  query Announcements {\n    announcements {\n      id\n      title\n      body\n      link\n      published\n    }\n  }\n": types.AnnouncementsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComposerTemplates($wcmsId: ID!) {\n    composerTemplates(wcmsId: $wcmsId) {\n      id\n      scope\n      name\n      text\n    }\n  }\n"): typeof import('./graphql').ComposerTemplatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffNotifications($wcmsId: ID!, $userId: ID!) {\n    staffNotifications(wcmsId: $wcmsId, userId: $userId) {\n      id\n      messageId\n      subject\n      body\n      read\n      createdAt\n    }\n  }\n"): typeof import('./graphql').StaffNotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicianNotifications($wcmsId: ID!) {\n    clinicianNotifications(wcmsId: $wcmsId) {\n      id\n      wcmsId\n      userId\n      attachTaskId\n      messageId\n      body\n      outboundRequestId\n      adhocVideoId\n      subject\n      read\n      createdAt\n    }\n  }\n"): typeof import('./graphql').ClinicianNotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Organisations($search: String) {\n    organisations(search: $search) {\n      wcmsId\n      name\n      clinicalSystem\n      role\n      features {\n        outbound\n        requests\n        totalTriage\n      }\n      twoFactorMandate\n    }\n  }\n"): typeof import('./graphql').OrganisationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientFields on Patient {\n    id\n    title\n    forename\n    surname\n    nhsNumber\n    dateOfBirth\n    sex\n    primaryEmail\n    primaryPhone\n    mobilePhone\n    workPhone\n    homeAddress {\n      address1\n      address2\n      address3\n      address4\n      address5\n      postcode\n    }\n  }\n"): typeof import('./graphql').PatientFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPatient($wcmsId: ID!, $searchParameters: PatientSearchInput!) {\n    searchPatient(wcmsId: $wcmsId, searchParameters: $searchParameters) {\n      ...PatientFields\n    }\n  }\n"): typeof import('./graphql').SearchPatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPatient($wcmsId: ID!, $id: ID!) {\n    getPatient(wcmsId: $wcmsId, id: $id) {\n      ...PatientFields\n    }\n  }\n"): typeof import('./graphql').GetPatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrefillPatientIdCache($wcmsId: ID!, $nhsNumber: String!) {\n    prefillPatientIdCache(wcmsId: $wcmsId, nhsNumber: $nhsNumber) {\n      nhsNumber\n      found\n    }\n  }\n"): typeof import('./graphql').PrefillPatientIdCacheDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffAlerts($wcmsId: ID!) {\n    staffAlerts(wcmsId: $wcmsId) {\n      id\n      wcmsId\n      title\n      message\n      severity\n      expiresOn\n      createdAt\n      acknowledgedAt\n    }\n  }\n"): typeof import('./graphql').StaffAlertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcknowledgeStaffAlert($wcmsId: ID!, $alertId: ID!) {\n    acknowledgeStaffAlert(wcmsId: $wcmsId, alertId: $alertId) {\n      id\n      acknowledgedAt\n    }\n  }\n"): typeof import('./graphql').AcknowledgeStaffAlertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartAdhocVideo($id: ID!) {\n    startAdhocVideo(id: $id) {\n      patientDetails {\n        forename\n        surname\n        mobileNumbers\n      }\n      room\n      roomKey\n      wcmsId\n      patientNhsNumber\n    }\n  }\n"): typeof import('./graphql').StartAdhocVideoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteAdhocVideo($id: ID!) {\n    completeAdhocVideo(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').CompleteAdhocVideoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoPatientSearch($wcmsId: ID!, $searchParameters: PatientSearchInput!) {\n    searchPatient(wcmsId: $wcmsId, searchParameters: $searchParameters) {\n      id\n      forename\n      surname\n      nhsNumber\n      dateOfBirth\n      mobilePhone\n    }\n  }\n"): typeof import('./graphql').VideoPatientSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CanSendUnattached($wcmsId: ID!) {\n    canSendUnattached(wcmsId: $wcmsId)\n  }\n"): typeof import('./graphql').CanSendUnattachedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerFields on Viewer {\n    userId\n    email\n    forename\n    surname\n    isSuperUser\n    mayToggleSuperUserMode\n    organisations {\n      wcmsId\n      name\n      clinicalSystem\n      role\n      features {\n        outbound\n        requests\n        totalTriage\n      }\n      twoFactorMandate\n    }\n  }\n"): typeof import('./graphql').ViewerFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      ...ViewerFields\n    }\n  }\n"): typeof import('./graphql').ViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoginResultFields on LoginResult {\n    bearerToken\n    refreshToken\n    userId\n    email\n    username\n    forename\n    surname\n    autoSignInGuid\n    twoFactorRequired\n    twoFactorSetupUri\n  }\n"): typeof import('./graphql').LoginResultFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login(\n    $username: String!\n    $password: String!\n    $audit: AuditInput\n    $twoFactorCode: String\n    $twoFactorCodeType: TwoFactorCodeType\n    $twoFactorSetup: Boolean\n  ) {\n    login(\n      username: $username\n      password: $password\n      audit: $audit\n      twoFactorCode: $twoFactorCode\n      twoFactorCodeType: $twoFactorCodeType\n      twoFactorSetup: $twoFactorSetup\n    ) {\n      ...LoginResultFields\n    }\n  }\n"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsUsingVPN {\n    isUsingVPN\n  }\n"): typeof import('./graphql').IsUsingVpnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($application: String!, $userAgent: String!, $wcmsId: String!, $userId: ID!) {\n    logout(application: $application, userAgent: $userAgent, wcmsId: $wcmsId, userId: $userId) {\n      success\n    }\n  }\n"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetStaff($wcmsId: ID!) {\n    getStaff(wcmsId: $wcmsId) {\n      id\n      appointmentStaffId\n      mnemonic\n      title\n      forename\n      surname\n      sex\n      active\n      consult\n    }\n  }\n"): typeof import('./graphql').GetStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAppointmentSlotTypes($wcmsId: ID!) {\n    getAppointmentSlotTypes(wcmsId: $wcmsId) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').GetAppointmentSlotTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAvailableAppointments(\n    $wcmsId: ID!\n    $startTime: DateTime!\n    $endTime: DateTime!\n    $staffIds: [ID!]\n    $slotTypeIds: [ID!]\n    $includePast: Boolean\n  ) {\n    getAvailableAppointments(\n      wcmsId: $wcmsId\n      startTime: $startTime\n      endTime: $endTime\n      staffIds: $staffIds\n      slotTypeIds: $slotTypeIds\n      includePast: $includePast\n    ) {\n      id\n      startTime\n      duration\n      type\n      session\n      status\n      consultingStaffId\n      consultingStaff\n      isTelephoneAppointment\n      isVideoAppointment\n    }\n  }\n"): typeof import('./graphql').GetAvailableAppointmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPatientAppointments($wcmsId: ID!, $nhsNumber: String!) {\n    getPatientAppointments(wcmsId: $wcmsId, nhsNumber: $nhsNumber) {\n      id\n      startTime\n      duration\n      type\n      status\n      consultingStaff\n    }\n  }\n"): typeof import('./graphql').GetPatientAppointmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookAppointment($wcmsId: ID!, $appointmentId: ID!, $nhsNumber: String!, $duration: Int, $type: String) {\n    bookAppointment(\n      wcmsId: $wcmsId\n      appointmentId: $appointmentId\n      nhsNumber: $nhsNumber\n      duration: $duration\n      type: $type\n    ) {\n      id\n      startTime\n      status\n      consultingStaff\n      patient {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').BookAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClinicalCodeFields on ClinicalCode {\n    scheme\n    value\n    term\n    descriptionId\n    description\n    notes\n    isFreeText\n    dataValue {\n      value\n      uom\n    }\n  }\n"): typeof import('./graphql').ClinicalCodeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetTasks($wcmsId: ID!, $vixieVersion: Int, $clinicalSystem: ClinicalSystem, $patientId: String) {\n    getTasks(wcmsId: $wcmsId, vixieVersion: $vixieVersion, clinicalSystem: $clinicalSystem, patientId: $patientId) {\n      _embedded {\n        queued_messages {\n          entity_id\n          id\n          wcms_id\n          patient_id\n          nhs_number\n          title\n          heading\n          detail\n          date_attached\n          date_completed\n          staff_id\n          staff_guid\n          report_file\n          clinical_system\n          vixie_version\n          type\n          urls {\n            url\n            comments\n          }\n          attachments {\n            id\n            name\n            primary\n          }\n          code {\n            ...ClinicalCodeFields\n          }\n          additional_codes {\n            ...ClinicalCodeFields\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetTasksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendUnattachedItem($wcmsId: ID!, $taskId: ID!) {\n    sendUnattachedItem(wcmsId: $wcmsId, taskId: $taskId) {\n      id\n    }\n  }\n"): typeof import('./graphql').SendUnattachedItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAccess($wcmsId: ID!) {\n    consoleAccess(wcmsId: $wcmsId) {\n      wcmsId\n      organisationName\n      clinicalSystem\n      canOpen\n      level\n    }\n  }\n"): typeof import('./graphql').ConsoleAccessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClinicianNotifications($wcmsId: ID!, $read: Boolean!) {\n    updateClinicianNotifications(wcmsId: $wcmsId, read: $read) {\n      id\n      read\n    }\n  }\n"): typeof import('./graphql').UpdateClinicianNotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFeedback($wcmsId: ID!, $page: String!, $comment: String!) {\n    sendFeedback(wcmsId: $wcmsId, page: $page, comment: $comment)\n  }\n"): typeof import('./graphql').SendFeedbackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSuperUserMode($on: Boolean!) {\n    setSuperUserMode(on: $on) {\n      ...ViewerFields\n    }\n  }\n"): typeof import('./graphql').SetSuperUserModeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalTemplates {\n    personalTemplates {\n      id\n      scope\n      name\n      text\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').PersonalTemplatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganisationTemplates($wcmsId: ID!) {\n    organisationTemplates(wcmsId: $wcmsId) {\n      id\n      scope\n      name\n      text\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').OrganisationTemplatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePersonalTemplate($input: MessageTemplateInput!) {\n    createPersonalTemplate(input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').CreatePersonalTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePersonalTemplate($id: ID!, $input: MessageTemplateInput!) {\n    updatePersonalTemplate(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').UpdatePersonalTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePersonalTemplate($id: ID!) {\n    deletePersonalTemplate(id: $id)\n  }\n"): typeof import('./graphql').DeletePersonalTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrganisationTemplate($wcmsId: ID!, $input: MessageTemplateInput!) {\n    createOrganisationTemplate(wcmsId: $wcmsId, input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').CreateOrganisationTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganisationTemplate($wcmsId: ID!, $id: ID!, $input: MessageTemplateInput!) {\n    updateOrganisationTemplate(wcmsId: $wcmsId, id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').UpdateOrganisationTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOrganisationTemplate($wcmsId: ID!, $id: ID!) {\n    deleteOrganisationTemplate(wcmsId: $wcmsId, id: $id)\n  }\n"): typeof import('./graphql').DeleteOrganisationTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartVisionLogin($wcmsId: ID!, $redirectUri: String!) {\n    startVisionLogin(wcmsId: $wcmsId, redirectUri: $redirectUri) {\n      url\n    }\n  }\n"): typeof import('./graphql').StartVisionLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteVisionLogin($state: String!, $code: String, $error: String) {\n    completeVisionLogin(state: $state, code: $code, error: $error) {\n      wcmsId\n      visionUser\n      linkedAt\n    }\n  }\n"): typeof import('./graphql').CompleteVisionLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleArrivals($wcmsId: ID!) {\n    consoleArrivals(wcmsId: $wcmsId) {\n      waitingAreas {\n        id\n        name\n        instructions\n      }\n      schedules {\n        id\n        staffId\n        weekday\n        allDay\n        start\n        end\n        waitingAreaId\n      }\n      touchscreens {\n        id\n        name\n        code\n        infoMessage\n        minutesEarly\n        minutesLate\n        licence\n        devices\n        location\n        locationLock\n        questions\n        reviewResponse\n        healthPod\n      }\n      staff {\n        id\n        name\n      }\n      locations\n    }\n  }\n"): typeof import('./graphql').ConsoleArrivalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleCallScreens($wcmsId: ID!) {\n    consoleCallScreens(wcmsId: $wcmsId) {\n      screens {\n        id\n        name\n        code\n        notificationSound\n        announce\n        nameFormat\n        devices\n      }\n      newsItems {\n        id\n        text\n        expiresOn\n        screenIds\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCallScreensDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveWaitingArea($wcmsId: ID!, $id: ID, $input: WaitingAreaInput!) {\n    saveWaitingArea(wcmsId: $wcmsId, id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').SaveWaitingAreaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWaitingArea($wcmsId: ID!, $id: ID!) {\n    deleteWaitingArea(wcmsId: $wcmsId, id: $id)\n  }\n"): typeof import('./graphql').DeleteWaitingAreaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveStaffSchedule($wcmsId: ID!, $id: ID, $input: StaffScheduleInput!) {\n    saveStaffSchedule(wcmsId: $wcmsId, id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').SaveStaffScheduleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteStaffSchedule($wcmsId: ID!, $id: ID!) {\n    deleteStaffSchedule(wcmsId: $wcmsId, id: $id)\n  }\n"): typeof import('./graphql').DeleteStaffScheduleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTouchscreen($wcmsId: ID!, $id: ID, $input: TouchscreenInput!) {\n    saveTouchscreen(wcmsId: $wcmsId, id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').SaveTouchscreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTouchscreen($wcmsId: ID!, $id: ID!) {\n    deleteTouchscreen(wcmsId: $wcmsId, id: $id)\n  }\n"): typeof import('./graphql').DeleteTouchscreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTvScreen($wcmsId: ID!, $id: ID, $input: TvScreenInput!) {\n    saveTvScreen(wcmsId: $wcmsId, id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').SaveTvScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTvScreen($wcmsId: ID!, $id: ID!) {\n    deleteTvScreen(wcmsId: $wcmsId, id: $id)\n  }\n"): typeof import('./graphql').DeleteTvScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveNewsItem($wcmsId: ID!, $id: ID, $input: NewsItemInput!) {\n    saveNewsItem(wcmsId: $wcmsId, id: $id, input: $input) {\n      id\n      text\n    }\n  }\n"): typeof import('./graphql').SaveNewsItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNewsItem($wcmsId: ID!, $id: ID!) {\n    deleteNewsItem(wcmsId: $wcmsId, id: $id)\n  }\n"): typeof import('./graphql').DeleteNewsItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Report($wcmsId: ID!, $tab: ReportTab!, $from: String!, $to: String!, $search: String) {\n    report(wcmsId: $wcmsId, tab: $tab, from: $from, to: $to, search: $search) {\n      tab\n      from\n      to\n      previousFrom\n      previousTo\n      figures {\n        key\n        unit\n        value\n        previous\n      }\n      tables {\n        key\n        kind\n        unit\n        rows {\n          label\n          value\n          previous\n        }\n      }\n      comments {\n        at\n        category\n        text\n      }\n    }\n  }\n"): typeof import('./graphql').ReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicalAgents($wcmsId: ID!) {\n    clinicalAgents(wcmsId: $wcmsId) {\n      id\n      hostname\n      lastSeen\n      approved\n    }\n  }\n"): typeof import('./graphql').ClinicalAgentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveClinicalAgent($wcmsId: ID!, $id: ID!) {\n    approveClinicalAgent(wcmsId: $wcmsId, id: $id) {\n      id\n      hostname\n      lastSeen\n      approved\n    }\n  }\n"): typeof import('./graphql').ApproveClinicalAgentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteClinicalAgent($wcmsId: ID!, $id: ID!) {\n    deleteClinicalAgent(wcmsId: $wcmsId, id: $id)\n  }\n"): typeof import('./graphql').DeleteClinicalAgentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleDefaultAttachStaff($wcmsId: ID!) {\n    defaultAttachStaff(wcmsId: $wcmsId) {\n      id\n      staffId\n      staffGuid\n      name\n      clinicalSystem\n    }\n  }\n"): typeof import('./graphql').ConsoleDefaultAttachStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateDefaultAttachStaff($input: DefaultAttachStaffInput!) {\n    updateDefaultAttachStaff(input: $input) {\n      id\n      staffId\n      staffGuid\n      name\n      clinicalSystem\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateDefaultAttachStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicalServerDetails($wcmsId: ID!) {\n    clinicalServerDetails(wcmsId: $wcmsId) {\n      ip\n      database\n      gatewayHost\n      port\n      server\n      siteCode\n      username\n      passwordSet\n      apiPasswordSet\n    }\n  }\n"): typeof import('./graphql').ClinicalServerDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClinicalServerDetails($wcmsId: ID!, $input: ClinicalServerDetailsInput!) {\n    updateClinicalServerDetails(wcmsId: $wcmsId, input: $input) {\n      ip\n      database\n      gatewayHost\n      port\n      server\n      siteCode\n      username\n      passwordSet\n      apiPasswordSet\n    }\n  }\n"): typeof import('./graphql').UpdateClinicalServerDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MobileArrivalSettings($wcmsId: ID!) {\n    mobileArrivalSettings(wcmsId: $wcmsId) {\n      enabled\n      infoMessage\n      mapTilesUrl\n      locations {\n        id\n        appointmentLocation\n        latitude\n        longitude\n        distanceMetres\n      }\n    }\n  }\n"): typeof import('./graphql').MobileArrivalSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveMobileArrivalSettings($wcmsId: ID!, $input: MobileArrivalSettingsInput!) {\n    saveMobileArrivalSettings(wcmsId: $wcmsId, input: $input) {\n      enabled\n      infoMessage\n      mapTilesUrl\n      locations {\n        id\n        appointmentLocation\n        latitude\n        longitude\n        distanceMetres\n      }\n    }\n  }\n"): typeof import('./graphql').SaveMobileArrivalSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleDataSharingAgreements($wcmsId: ID!) {\n    consoleDataSharingAgreements(wcmsId: $wcmsId) {\n      id\n      side\n      status\n      proposerWcmsId\n      proposerName\n      recipientWcmsId\n      recipientName\n      proposedBy\n      proposedAt\n      decidedBy\n      decidedAt\n      endedBy\n      endedAt\n      canAccept\n      canRefuse\n      canEnd\n    }\n  }\n"): typeof import('./graphql').ConsoleDataSharingAgreementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProposeDataSharingAgreement($wcmsId: ID!, $recipientWcmsId: String!) {\n    proposeDataSharingAgreement(wcmsId: $wcmsId, recipientWcmsId: $recipientWcmsId) {\n      id\n      recipientName\n    }\n  }\n"): typeof import('./graphql').ProposeDataSharingAgreementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideDataSharingAgreement($wcmsId: ID!, $agreementId: ID!, $decision: DataSharingDecision!) {\n    decideDataSharingAgreement(wcmsId: $wcmsId, agreementId: $agreementId, decision: $decision) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').DecideDataSharingAgreementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndDataSharingAgreement($wcmsId: ID!, $agreementId: ID!) {\n    endDataSharingAgreement(wcmsId: $wcmsId, agreementId: $agreementId) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').EndDataSharingAgreementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InformationGovernance($wcmsId: ID!) {\n    informationGovernance(wcmsId: $wcmsId) {\n      wcmsId\n      client {\n        value\n        unit\n      }\n      consult {\n        value\n        unit\n      }\n    }\n  }\n"): typeof import('./graphql').InformationGovernanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RetentionDeletionPreview($wcmsId: ID!, $input: InformationGovernanceInput!) {\n    retentionDeletionPreview(wcmsId: $wcmsId, input: $input) {\n      requests\n      consults\n    }\n  }\n"): typeof import('./graphql').RetentionDeletionPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInformationGovernance($wcmsId: ID!, $input: InformationGovernanceInput!) {\n    updateInformationGovernance(wcmsId: $wcmsId, input: $input) {\n      wcmsId\n      client {\n        value\n        unit\n      }\n      consult {\n        value\n        unit\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateInformationGovernanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortalSettingsFields on PortalSettings {\n    wcmsId\n    categories {\n      id\n      title\n      services {\n        id\n        type\n        title\n        subtext\n        link\n        loggedInOnly\n        infoText\n      }\n    }\n    pharmacyConditions\n  }\n"): typeof import('./graphql').PortalSettingsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalSettings($wcmsId: ID!) {\n    portalSettings(wcmsId: $wcmsId) {\n      ...PortalSettingsFields\n    }\n  }\n"): typeof import('./graphql').PortalSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePortalCategory($wcmsId: ID!, $title: String!) {\n    createPortalCategory(wcmsId: $wcmsId, title: $title) {\n      ...PortalSettingsFields\n    }\n  }\n"): typeof import('./graphql').CreatePortalCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenamePortalCategory($wcmsId: ID!, $categoryId: ID!, $title: String!) {\n    renamePortalCategory(wcmsId: $wcmsId, categoryId: $categoryId, title: $title) {\n      ...PortalSettingsFields\n    }\n  }\n"): typeof import('./graphql').RenamePortalCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePortalCategory($wcmsId: ID!, $categoryId: ID!) {\n    deletePortalCategory(wcmsId: $wcmsId, categoryId: $categoryId) {\n      ...PortalSettingsFields\n    }\n  }\n"): typeof import('./graphql').DeletePortalCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MovePortalCategory($wcmsId: ID!, $categoryId: ID!, $direction: PortalMoveDirection!) {\n    movePortalCategory(wcmsId: $wcmsId, categoryId: $categoryId, direction: $direction) {\n      ...PortalSettingsFields\n    }\n  }\n"): typeof import('./graphql').MovePortalCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePortalService($wcmsId: ID!, $categoryId: ID!, $input: PortalServiceInput!) {\n    createPortalService(wcmsId: $wcmsId, categoryId: $categoryId, input: $input) {\n      ...PortalSettingsFields\n    }\n  }\n"): typeof import('./graphql').CreatePortalServiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePortalService($wcmsId: ID!, $serviceId: ID!, $input: PortalServiceInput!) {\n    updatePortalService(wcmsId: $wcmsId, serviceId: $serviceId, input: $input) {\n      ...PortalSettingsFields\n    }\n  }\n"): typeof import('./graphql').UpdatePortalServiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePortalService($wcmsId: ID!, $serviceId: ID!) {\n    deletePortalService(wcmsId: $wcmsId, serviceId: $serviceId) {\n      ...PortalSettingsFields\n    }\n  }\n"): typeof import('./graphql').DeletePortalServiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MovePortalService($wcmsId: ID!, $serviceId: ID!, $direction: PortalMoveDirection!) {\n    movePortalService(wcmsId: $wcmsId, serviceId: $serviceId, direction: $direction) {\n      ...PortalSettingsFields\n    }\n  }\n"): typeof import('./graphql').MovePortalServiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPharmacyConditions($wcmsId: ID!, $conditions: [PharmacyCondition!]!) {\n    setPharmacyConditions(wcmsId: $wcmsId, conditions: $conditions) {\n      ...PortalSettingsFields\n    }\n  }\n"): typeof import('./graphql').SetPharmacyConditionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FftSettings($wcmsId: ID!) {\n    fftSettings(wcmsId: $wcmsId) {\n      requestTypes\n      sendDelayDays\n      appointmentOption\n      invitationMethod\n    }\n  }\n"): typeof import('./graphql').FftSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFftSettings($wcmsId: ID!, $input: FftSettingsInput!) {\n    saveFftSettings(wcmsId: $wcmsId, input: $input) {\n      requestTypes\n      sendDelayDays\n      appointmentOption\n      invitationMethod\n    }\n  }\n"): typeof import('./graphql').SaveFftSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleOutcomes($wcmsId: ID!) {\n    consoleOutcomes(wcmsId: $wcmsId)\n  }\n"): typeof import('./graphql').ConsoleOutcomesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveOutcomes($wcmsId: ID!, $outcomes: [String!]!) {\n    saveOutcomes(wcmsId: $wcmsId, outcomes: $outcomes)\n  }\n"): typeof import('./graphql').SaveOutcomesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAdminQueryTypes($wcmsId: ID!) {\n    consoleAdminQueryTypes(wcmsId: $wcmsId)\n  }\n"): typeof import('./graphql').ConsoleAdminQueryTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAdminQueryTypes($wcmsId: ID!, $adminQueryTypes: [String!]!) {\n    saveAdminQueryTypes(wcmsId: $wcmsId, adminQueryTypes: $adminQueryTypes)\n  }\n"): typeof import('./graphql').SaveAdminQueryTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleTranslation($wcmsId: ID!) {\n    consoleTranslation(wcmsId: $wcmsId) {\n      wcmsId\n      enabled\n    }\n  }\n"): typeof import('./graphql').ConsoleTranslationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTranslationSettings($wcmsId: ID!, $enabled: Boolean!) {\n    saveTranslationSettings(wcmsId: $wcmsId, enabled: $enabled) {\n      wcmsId\n      enabled\n    }\n  }\n"): typeof import('./graphql').SaveTranslationSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleDailyLimits($wcmsId: ID!) {\n    consoleDailyLimits(wcmsId: $wcmsId) {\n      requestType\n      limit\n      usedToday\n    }\n  }\n"): typeof import('./graphql').ConsoleDailyLimitsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDailyLimits($wcmsId: ID!, $limits: [DailyLimitInput!]!) {\n    saveDailyLimits(wcmsId: $wcmsId, limits: $limits) {\n      requestType\n      limit\n      usedToday\n    }\n  }\n"): typeof import('./graphql').SaveDailyLimitsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleServiceHours($wcmsId: ID!) {\n    consoleServiceHours(wcmsId: $wcmsId) {\n      wcmsId\n      days {\n        day\n        start\n        finish\n      }\n      inHoursNow\n    }\n  }\n"): typeof import('./graphql').ConsoleServiceHoursDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveServiceHours($wcmsId: ID!, $days: [ServiceHoursDayInput!]!) {\n    saveServiceHours(wcmsId: $wcmsId, days: $days) {\n      wcmsId\n      days {\n        day\n        start\n        finish\n      }\n      inHoursNow\n    }\n  }\n"): typeof import('./graphql').SaveServiceHoursDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleConfirmationMessages($wcmsId: ID!) {\n    consoleConfirmationMessages(wcmsId: $wcmsId) {\n      wcmsId\n      inHoursScreen\n      outOfHoursScreen\n      inHoursEmail\n      outOfHoursEmail\n    }\n  }\n"): typeof import('./graphql').ConsoleConfirmationMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveConfirmationMessages($wcmsId: ID!, $messages: ConfirmationMessagesInput!) {\n    saveConfirmationMessages(wcmsId: $wcmsId, messages: $messages) {\n      wcmsId\n      inHoursScreen\n      outOfHoursScreen\n      inHoursEmail\n      outOfHoursEmail\n    }\n  }\n"): typeof import('./graphql').SaveConfirmationMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TotalTriageConsoleSettings($wcmsId: ID!) {\n    totalTriageConsoleSettings(wcmsId: $wcmsId) {\n      available\n      enabled\n      minimumPatientAge\n      preferences {\n        text\n        requestType\n      }\n    }\n  }\n"): typeof import('./graphql').TotalTriageConsoleSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTotalTriageSettings($wcmsId: ID!, $input: TotalTriageSettingsInput!) {\n    saveTotalTriageSettings(wcmsId: $wcmsId, input: $input) {\n      available\n      enabled\n      minimumPatientAge\n      preferences {\n        text\n        requestType\n      }\n    }\n  }\n"): typeof import('./graphql').SaveTotalTriageSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CareNavigationEditor($wcmsId: ID!) {\n    careNavigationEditor(wcmsId: $wcmsId) {\n      rules {\n        id\n        name\n        requestType\n        patients\n        medicalProblem\n        adminQuery\n        healthData\n        questionnaire\n        minAge\n        minAgeUnit\n        maxAge\n        maxAgeUnit\n        priority\n        routeGroupId\n        routeGroupName\n        routeGroupActive\n        enabled\n        position\n      }\n      groups {\n        id\n        name\n      }\n      medicalProblems\n      adminQueryTypes\n    }\n  }\n"): typeof import('./graphql').CareNavigationEditorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCareNavigationRule($wcmsId: ID!, $id: ID, $input: CareNavigationRuleInput!) {\n    saveCareNavigationRule(wcmsId: $wcmsId, id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').SaveCareNavigationRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCareNavigationRule($wcmsId: ID!, $id: ID!) {\n    deleteCareNavigationRule(wcmsId: $wcmsId, id: $id)\n  }\n"): typeof import('./graphql').DeleteCareNavigationRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderCareNavigationRules($wcmsId: ID!, $ids: [ID!]!) {\n    reorderCareNavigationRules(wcmsId: $wcmsId, ids: $ids) {\n      id\n    }\n  }\n"): typeof import('./graphql').ReorderCareNavigationRulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TryCareNavigation($wcmsId: ID!, $input: CareNavigationTryInput!) {\n    tryCareNavigation(wcmsId: $wcmsId, input: $input) {\n      ruleId\n      ruleName\n      groupName\n      priority\n    }\n  }\n"): typeof import('./graphql').TryCareNavigationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleWorkload($wcmsId: ID!) {\n    consoleWorkload(wcmsId: $wcmsId) {\n      wcmsId\n      today {\n        received\n        completed\n      }\n      week {\n        received\n        completed\n      }\n      open\n      byGroup {\n        groupId\n        name\n        open\n      }\n      byAssignee {\n        userId\n        name\n        open\n      }\n      oldestWaiting\n      dailyLimits {\n        requestType\n        limit\n        usedToday\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleWorkloadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganisationTwoFactor {\n    organisations {\n      wcmsId\n      name\n      role\n      twoFactorMandate\n    }\n  }\n"): typeof import('./graphql').OrganisationTwoFactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTwoFactorMandate($wcmsId: ID!, $method: TwoFactorCodeType) {\n    setTwoFactorMandate(wcmsId: $wcmsId, method: $method) {\n      wcmsId\n      twoFactorMandate\n    }\n  }\n"): typeof import('./graphql').SetTwoFactorMandateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleCovering($wcmsId: ID!, $userId: ID!) {\n    consoleCovering(wcmsId: $wcmsId, userId: $userId) {\n      userId\n      groups {\n        id\n        name\n        covered\n      }\n      colleagues {\n        userId\n        name\n        covered\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCoveringDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStaffCovering($wcmsId: ID!, $userId: ID!, $groupIds: [ID!]!, $colleagueIds: [ID!]!) {\n    setStaffCovering(wcmsId: $wcmsId, userId: $userId, groupIds: $groupIds, colleagueIds: $colleagueIds) {\n      userId\n    }\n  }\n"): typeof import('./graphql').SetStaffCoveringDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleGroups($wcmsId: ID!) {\n    consoleGroups(wcmsId: $wcmsId) {\n      id\n      name\n      kind\n      active\n      members {\n        userId\n        name\n      }\n      sharedWith {\n        wcmsId\n        name\n        restrictedView\n      }\n      sharedBy {\n        wcmsId\n        name\n        restrictedView\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleGroupsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGroup($wcmsId: ID!, $name: String!) {\n    createGroup(wcmsId: $wcmsId, name: $name) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').CreateGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameGroup($wcmsId: ID!, $groupId: ID!, $name: String!) {\n    renameGroup(wcmsId: $wcmsId, groupId: $groupId, name: $name) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').RenameGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetGroupActive($wcmsId: ID!, $groupId: ID!, $active: Boolean!) {\n    setGroupActive(wcmsId: $wcmsId, groupId: $groupId, active: $active) {\n      id\n      active\n    }\n  }\n"): typeof import('./graphql').SetGroupActiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetGroupMembers($wcmsId: ID!, $groupId: ID!, $userIds: [ID!]!) {\n    setGroupMembers(wcmsId: $wcmsId, groupId: $groupId, userIds: $userIds) {\n      id\n    }\n  }\n"): typeof import('./graphql').SetGroupMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareGroup($wcmsId: ID!, $groupId: ID!, $organisationIds: [ID!]!) {\n    shareGroup(wcmsId: $wcmsId, groupId: $groupId, organisationIds: $organisationIds) {\n      succeeded {\n        wcmsId\n        name\n      }\n      failed {\n        wcmsId\n        name\n        reason\n      }\n    }\n  }\n"): typeof import('./graphql').ShareGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleStaff($wcmsId: ID!) {\n    consoleStaff(wcmsId: $wcmsId) {\n      userId\n      email\n      displayName\n      canAcceptRequests\n      consoleAccess\n      usedInternally\n      registered\n      sharedWith {\n        wcmsId\n        name\n        restrictedView\n      }\n      sharedBy {\n        wcmsId\n        name\n        restrictedView\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteStaffMember($wcmsId: ID!, $input: InviteStaffInput!) {\n    inviteStaffMember(wcmsId: $wcmsId, input: $input) {\n      userId\n      displayName\n    }\n  }\n"): typeof import('./graphql').InviteStaffMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStaffMember($wcmsId: ID!, $userId: ID!, $input: StaffMemberInput!) {\n    updateStaffMember(wcmsId: $wcmsId, userId: $userId, input: $input) {\n      userId\n      displayName\n      canAcceptRequests\n      consoleAccess\n      usedInternally\n    }\n  }\n"): typeof import('./graphql').UpdateStaffMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareStaffMember($wcmsId: ID!, $userId: ID!, $organisationIds: [ID!]!) {\n    shareStaffMember(wcmsId: $wcmsId, userId: $userId, organisationIds: $organisationIds) {\n      succeeded {\n        wcmsId\n        name\n      }\n      failed {\n        wcmsId\n        name\n        reason\n      }\n    }\n  }\n"): typeof import('./graphql').ShareStaffMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveStaffMember($wcmsId: ID!, $userId: ID!) {\n    removeStaffMember(wcmsId: $wcmsId, userId: $userId)\n  }\n"): typeof import('./graphql').RemoveStaffMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientPortal($wcmsId: ID!) {\n    patientPortal(wcmsId: $wcmsId) {\n      wcmsId\n      practiceName\n      hiddenForGuests\n      pharmacyConditions\n      pharmacyBookingUrl\n      categories {\n        id\n        title\n        services {\n          id\n          type\n          title\n          subtext\n          link\n          infoText\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PatientPortalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): typeof import('./graphql').RequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingLinks($wcmsId: ID!) {\n    bookingLinks(wcmsId: $wcmsId) {\n      id\n      patientName\n      nhsNumber\n      mobile\n      appointmentType\n      clinician\n      location\n      practice\n      expiresOn\n      sentAt\n      status\n      appointment {\n        id\n        startTime\n        duration\n      }\n    }\n  }\n"): typeof import('./graphql').BookingLinksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingLinkOptions($wcmsId: ID!) {\n    getAppointmentSlotTypes(wcmsId: $wcmsId) {\n      id\n      name\n    }\n    getStaff(wcmsId: $wcmsId) {\n      id\n      title\n      forename\n      surname\n      active\n      consult\n    }\n  }\n"): typeof import('./graphql').BookingLinkOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendBookingLink($wcmsId: ID!, $input: SendBookingLinkInput!) {\n    sendBookingLink(wcmsId: $wcmsId, input: $input) {\n      id\n      mobile\n      status\n    }\n  }\n"): typeof import('./graphql').SendBookingLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArrivedPatients($wcmsId: ID!) {\n    arrivedPatients(wcmsId: $wcmsId) {\n      id\n      appointmentId\n      appointmentStart\n      patientName\n      method\n      arrivedAt\n      calledAt\n      waitingArea\n      readings {\n        systolic\n        diastolic\n        weight\n        height\n      }\n      responses {\n        question\n        answer\n      }\n    }\n  }\n"): typeof import('./graphql').ArrivedPatientsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CallArrivedPatient($wcmsId: ID!, $arrivalId: ID!) {\n    callArrivedPatient(wcmsId: $wcmsId, arrivalId: $arrivalId) {\n      id\n      calledAt\n    }\n  }\n"): typeof import('./graphql').CallArrivedPatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {\n    resetPassword(token: $token, password: $password, passwordConfirmation: $passwordConfirmation)\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnattachedItems($wcmsId: ID!) {\n    unattachedItems(wcmsId: $wcmsId) {\n      taskId\n      messageId\n      wcmsId\n      type\n      title\n      attempts\n      lastError\n      nhsInvalid\n      failedAt\n    }\n  }\n"): typeof import('./graphql').UnattachedItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUnattachedRequest($wcmsId: ID!, $messageId: ID!) {\n    deleteUnattachedRequest(wcmsId: $wcmsId, messageId: $messageId) {\n      entityId\n      wcmsId\n    }\n  }\n"): typeof import('./graphql').DeleteUnattachedRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRetryTasks($wcmsId: ID!, $messageId: ID!) {\n    deleteRetryTasks(wcmsId: $wcmsId, messageId: $messageId) {\n      entityId\n      wcmsId\n    }\n  }\n"): typeof import('./graphql').DeleteRetryTasksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadAlerts($rows: [AlertRowInput!]!) {\n    uploadAlerts(rows: $rows) {\n      uploadId\n      count\n      organisations\n    }\n  }\n"): typeof import('./graphql').UploadAlertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Registration($token: String!) {\n    registration(token: $token) {\n      email\n      organisationName\n      forename\n      surname\n    }\n  }\n"): typeof import('./graphql').RegistrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register(\n    $token: String!\n    $forename: String!\n    $surname: String!\n    $password: String!\n    $passwordConfirmation: String!\n  ) {\n    register(\n      token: $token\n      forename: $forename\n      surname: $surname\n      password: $password\n      passwordConfirmation: $passwordConfirmation\n    ) {\n      ...LoginResultFields\n    }\n  }\n"): typeof import('./graphql').RegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Config {\n    config {\n      wspUrl\n      ltUrl\n      redisPrefix\n      enableOutboundPathways\n      version\n      attachTasksVersion\n      keepLockTime\n      environment\n      superUserToggleVisible\n      pharmacyBookingUrl\n      defaultIceQuestions {\n        question\n        question_type\n        required\n      }\n      openTokApiKey\n      googleMapsApiKey\n      kibanaUrl\n      visionLoginHelperUrl\n      visionLoginHelperClientId\n      visionKeys {\n        england\n        scotland\n        wales\n      }\n      validStaffDomains\n      dashboardIds {\n        feedback\n        fft\n        medicalConsultations\n        transactions\n        outcomes\n        usage\n        practice\n        arrive\n        workload\n      }\n      defaultEmailCopy {\n        inHours\n        outOfHours\n        override\n      }\n      defaultOnScreenCopy {\n        inHours\n        outOfHours\n      }\n    }\n  }\n"): typeof import('./graphql').ConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MainVersion {\n    version\n  }\n"): typeof import('./graphql').MainVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordIm1Transaction($input: TransactionLogInput!) {\n    recordIm1Transaction(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').RecordIm1TransactionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrossOrganisationNavigation($wcmsId: ID!, $requestId: ID!) {\n    crossOrganisationNavigation(wcmsId: $wcmsId, requestId: $requestId) {\n      requestId\n      sharingConsent\n      sharingConsentRecordedBy\n      sharingConsentRecordedAt\n      destinations {\n        groupId\n        groupName\n        wcmsId\n        organisationName\n        agreement\n      }\n    }\n  }\n"): typeof import('./graphql').CrossOrganisationNavigationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordSharingConsent($wcmsId: ID!, $requestId: ID!, $consent: SharingConsent!) {\n    recordSharingConsent(wcmsId: $wcmsId, requestId: $requestId, consent: $consent) {\n      requestId\n      sharingConsent\n      sharingConsentRecordedBy\n      sharingConsentRecordedAt\n    }\n  }\n"): typeof import('./graphql').RecordSharingConsentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CareNavigateToOrganisation($wcmsId: ID!, $requestId: ID!, $groupId: ID!, $overrideReason: String) {\n    careNavigateToOrganisation(\n      wcmsId: $wcmsId\n      requestId: $requestId\n      groupId: $groupId\n      overrideReason: $overrideReason\n    ) {\n      requestId\n      wcmsId\n      organisationName\n      groupName\n    }\n  }\n"): typeof import('./graphql').CareNavigateToOrganisationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Announcements {\n    announcements {\n      id\n      title\n      body\n      link\n      published\n    }\n  }\n"): typeof import('./graphql').AnnouncementsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
