public enum Onboarding {}
