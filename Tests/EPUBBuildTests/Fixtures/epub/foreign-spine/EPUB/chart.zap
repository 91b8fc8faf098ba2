zap
