public enum Placeholder {}
