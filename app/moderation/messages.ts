/** The toasts, confirmations and errors of the back office, defined once. */
export const MODERATION_TEXT = {
  // Opportunities
  statusUpdated: "Status updated",
  statusFailed: "Status update failed",
  featureUpdated: "Feature status updated",
  featureFailed: "Feature update failed",
  opportunityUpdated: "Opportunity updated",
  opportunityCreated: "Opportunity created",
  updateFailed: "Update failed",
  creationFailed: "Creation failed",
  opportunityDeleted: "Opportunity deleted",
  opportunityDeletedDescription: "The opportunity has been permanently removed.",
  deleteFailed: "Delete failed",
  failedDeleteOpportunity: "Failed to delete opportunity",
  confirmDeleteOpportunity: "Are you sure you want to delete this opportunity? This action cannot be undone.",
  // Legacy jobs
  jobUpdated: "Job updated",
  featuredStatusUpdated: "Featured status updated",
  jobDeleted: "Job deleted",
  failedDeleteJob: "Failed to delete job",
  confirmDeleteJob: "Are you sure you want to delete this job listing? This action cannot be undone.",
  onlyPublishedFeatured: "Only published jobs can be featured",
  allCaughtUp: "All caught up!",
  noPendingJobs: "There are no pending job listings to review.",
  noDeadline: "No deadline",
  // Attributes
  attributeCreated: "Attribute created",
  attributeUpdated: "Attribute updated",
  attributeDeleted: "Attribute deleted",
  failedDeleteAttribute: "Failed to delete attribute",
  confirmDeleteAttribute:
    "Are you sure you want to delete this attribute? This will affect all opportunities using it!",
  // Categories
  categoryCreated: "Category created",
  categoryUpdated: "Category updated",
  categoryDeleted: "Category deleted",
  failedDeleteCategory: "Failed to delete category",
  confirmDeleteCategory: "Are you sure you want to delete this category? This action cannot be undone.",
  validationError: "Validation error",
  // Upload
  logoUploaded: "Logo uploaded",
  uploadFailed: "Upload failed",
  failedUploadImage: "Failed to upload image",
  failedUploadLogo: "Failed to upload logo",
  invalidFile: "Invalid file",
  pleaseUploadImage: "Please upload an image file",
} as const;
