public enum _BBSimKitPlaceholder {}
