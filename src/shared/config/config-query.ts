import { graphql } from '@/shared/api/graphql/main';

export const ConfigQuery = graphql(`
  query Config {
    config {
      wspUrl
      ltUrl
      redisPrefix
      enableOutboundPathways
      version
      attachTasksVersion
      keepLockTime
      environment
      superUserToggleVisible
      pharmacyBookingUrl
      defaultIceQuestions {
        question
        question_type
        required
      }
      openTokApiKey
      googleMapsApiKey
      kibanaUrl
      visionLoginHelperUrl
      visionLoginHelperClientId
      visionKeys {
        england
        scotland
        wales
      }
      validStaffDomains
      dashboardIds {
        feedback
        fft
        medicalConsultations
        transactions
        outcomes
        usage
        practice
        arrive
        workload
      }
      defaultEmailCopy {
        inHours
        outOfHours
        override
      }
      defaultOnScreenCopy {
        inHours
        outOfHours
      }
    }
  }
`);

export const VersionsQuery = graphql(`
  query MainVersion {
    version
  }
`);
